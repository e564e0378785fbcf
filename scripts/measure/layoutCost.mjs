/**
 * What a page's layout costs on a first visit, and how much of it is the browser finding fonts:
 * loads `url` in a new Chromium (a new process, so no font is known yet) `runs` times, traces it,
 * and prints the main thread's Layout time and the font lookups Chromium made for it.
 *
 *   npm run perf:layout -- <url> [runs=7]
 *
 * A character the text's fonts lack (an arrow, a heart) makes Chromium try every family of the
 * stack, then its fallback fonts, inside a layout (docs/decisions/0041-symbols-are-drawn-not-typed.md).
 */
import { median } from './measuring.mjs';
import { tracedVisits } from './tracedVisits.mjs';

const [url, runs = '7'] = process.argv.slice(2);
if (!url) throw new Error('usage: npm run perf:layout -- <url> [runs]');

const FONT_LOOKUPS =
  /^(FontCache::GetFontPlatformData|FontDataManager::onMatchFamilyStyle|FontCache::FallbackFontForCharacter)$/;

const measured = [];
for (let run = 0; run < Number(runs); run += 1) {
  const [events] = await tracedVisits(url, ['devtools.timeline', 'fonts']);
  const total = (test) =>
    events
      .filter((event) => event.ph === 'X' && test(event.name))
      .reduce((sum, event) => sum + event.dur, 0) / 1000;
  measured.push({
    layout: total((name) => name === 'Layout'),
    fonts: total((name) => FONT_LOOKUPS.test(name)),
    lookups: events.filter((event) => event.ph === 'X' && FONT_LOOKUPS.test(event.name)).length,
  });
}
const list = (key) => measured.map((run) => Math.round(run[key])).join(' ');
console.log(`${url}, ${runs} first visits`);
console.log(
  `  Layout on the main thread: median ${Math.round(median(measured.map((run) => run.layout)))} ms (${list('layout')})`,
);
console.log(
  `  font lookups: median ${median(measured.map((run) => run.lookups))} (${list('lookups')}), taking ${Math.round(median(measured.map((run) => run.fonts)))} ms (${list('fonts')})`,
);
