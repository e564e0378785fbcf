/**
 * How much JavaScript compiling a page's first visit leaves on the main thread: loads `url` in a
 * new Chromium `runs` times with the debugger attached as Lighthouse attaches it (async stacks 8
 * deep), traces V8's compiler, and prints the main thread's lazy compiles: each function compiled
 * at its first call. The trace's own cost makes each compile a little longer than untraced.
 *
 *   node scripts/compile-cost.mjs <url> [runs=5]
 *
 * A chunk marked `//# allFunctionsCalledOnLoad` is compiled whole on a background thread while it
 * streams in (docs/DECISIONS.md, 'Chunks are compiled while they stream in').
 */
import { median, tracedFirstVisit } from './tracedFirstVisit.mjs';

const [url, runs = '5'] = process.argv.slice(2);
if (!url) throw new Error('usage: node scripts/compile-cost.mjs <url> [runs]');

const measured = [];
for (let run = 0; run < Number(runs); run += 1) {
  const events = await tracedFirstVisit(
    url,
    ['disabled-by-default-v8.compile', 'blink.user_timing', '__metadata'],
    async (session) => {
      await session.send('Debugger.enable');
      await session.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
    },
  );
  // Some traces name no loader URL for the page: then the last main-frame navigation is it.
  const starts = events.filter(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  const navigation =
    starts.findLast((event) => event.args.data.documentLoaderURL?.startsWith('http')) ??
    starts.at(-1);
  const onMainThread = events.filter(
    (event) => event.ph === 'X' && event.pid === navigation.pid && event.tid === navigation.tid,
  );
  const named = (name) => onMainThread.filter((event) => event.name === name);
  const total = (list) => list.reduce((sum, event) => sum + event.dur, 0) / 1000;
  measured.push({
    lazy: total(named('V8.CompileCode')),
    functions: named('V8.CompileCode').length,
  });
}
const list = (key) => measured.map((run) => Math.round(run[key])).join(' ');
const middle = (key) => Math.round(median(measured.map((run) => run[key])));
console.log(`${url}, ${runs} first visits`);
console.log(
  `  lazy compiles on the main thread: median ${middle('lazy')} ms (${list('lazy')}), ${middle('functions')} functions (${list('functions')})`,
);
