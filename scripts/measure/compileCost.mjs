/**
 * How much JavaScript compiling a page's visits leave on the main thread: visits `url` `visits`
 * times in a new Chromium (the first visit finds no cache; the next ones find the scripts in the
 * HTTP cache, and from the third on, V8's compiled code too), `runs` times, with the debugger
 * attached as Lighthouse attaches it (async stacks 8 deep). For each visit it prints the main
 * thread's compiling (a function compiled at its first call, or a whole script that wasn't
 * compiled while it streamed in) and the writing of V8's code cache, which Chromium does after a
 * script's second run. The trace's own cost makes each compile a little longer than untraced.
 *
 *   npm run perf:compile -- <url> [runs=5] [visits=1]
 *
 * A chunk marked `//# allFunctionsCalledOnLoad` is compiled whole on a background thread while it
 * streams in (docs/decisions/0044-chunks-compiled-while-streaming.md).
 */
import { median, pageNavigation } from './measuring.mjs';
import { tracedVisits } from './tracedVisits.mjs';

const [url, runs = '5', visits = '1'] = process.argv.slice(2);
if (!url) throw new Error('usage: npm run perf:compile -- <url> [runs] [visits]');

/** The main thread's compiling and code-cache writing in one visit's trace, in ms. */
function compileCost(events) {
  const navigation = pageNavigation(events);
  const onMainThread = events.filter(
    (event) => event.ph === 'X' && event.pid === navigation.pid && event.tid === navigation.tid,
  );
  const total = (names) =>
    onMainThread
      .filter((event) => names.includes(event.name))
      .reduce((sum, event) => sum + event.dur, 0) / 1000;
  return {
    compiling: total(['V8.CompileCode']),
    compiles: onMainThread.filter((event) => event.name === 'V8.CompileCode').length,
    caching: total(['v8.produceModuleCache', 'v8.produceCache']),
  };
}

const measured = Array.from({ length: Number(visits) }, () => []);
for (let run = 0; run < Number(runs); run += 1) {
  const traces = await tracedVisits(
    url,
    ['disabled-by-default-v8.compile', 'v8', 'blink.user_timing', '__metadata'],
    {
      visits: Number(visits),
      prepare: async (session) => {
        await session.send('Debugger.enable');
        await session.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
      },
    },
  );
  traces.forEach((events, visit) => measured[visit].push(compileCost(events)));
}

console.log(`${url}, ${runs} runs of ${visits} visit(s) each`);
measured.forEach((runsOfVisit, visit) => {
  const list = (key) => runsOfVisit.map((run) => Math.round(run[key])).join(' ');
  const middle = (key) => Math.round(median(runsOfVisit.map((run) => run[key])));
  console.log(
    `  visit ${visit + 1}: compiling on the main thread, median ${middle('compiling')} ms (${list('compiling')}) in ${middle('compiles')} compiles (${list('compiles')}); writing the code cache ${middle('caching')} ms (${list('caching')})`,
  );
});
