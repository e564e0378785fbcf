/**
 * Text an attacker, a careless paste or a broken keyboard might send through any form. None of it
 * may run, become a link, crash the mock, or come back as a raw error.
 */
const BASE = [
  // Markup and script
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 2">',
  '<svg onload="window.__pwned = 3"></svg>',
  '"><iframe src="javascript:window.__pwned=4"></iframe>',
  "'><body onload=window.__pwned=5>",
  '<a href="javascript:window.__pwned=6">click</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=7>',
  '<style>*{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<!--',
  '<details open ontoggle=window.__pwned=8>',
  '<input autofocus onfocus=window.__pwned=9>',
  // Addresses that are not web pages
  'javascript:window.__pwned=10',
  ' JaVaScRiPt:window.__pwned=11',
  'data:text/html,<script>window.__pwned=12</script>',
  'vbscript:msgbox(1)',
  '//evil.example/path',
  'https://evil.example/\u202e/moc.elpmaxe',
  // Markdown tricks
  '[click me](javascript:window.__pwned=13)',
  '![x](javascript:window.__pwned=14)',
  '**[bold link](https://evil.example)**',
  '> quoted <script>window.__pwned=15</script>',
  '## heading <img src=x onerror=window.__pwned=16>',
  // Unicode that reorders, hides or overflows
  '\u202eevil\u202c reversed',
  'zero\u200bwidth\u200djoiner\ufeff',
  'Z̶̧͚̈́a̸̛͎͝l̵̡̛g̶̣͠o̷̢̎',
  '🇹🇭🇻🇳🇯🇵 👩‍👩‍👧‍👦',
  '東京の夜市 · 서울 · ภาษาไทย',
  'مرحبا بالعالم',
  '\u0000null\u0000byte',
  // Formats, templates and injection of other languages
  "'; DROP TABLE users; --",
  '${7*7} {{7*7}} #{7*7}',
  '%s%s%n%x',
  '__proto__',
  '{"constructor":{"prototype":{"pwned":true}}}',
  '../../../../etc/passwd',
  'undefined',
  'NaN',
  // Sizes
  'Supercalifragilistic'.repeat(60),
  'line\n'.repeat(400),
];

const WRAPPINGS: ReadonlyArray<(text: string) => string> = [
  (text) => text,
  (text) => `Hello ${text} goodbye`,
  (text) => `${text}${text}`,
  (text) => `   ${text}   `,
  (text) => `A note for the team: ${text}\n\nThanks!`,
];

/** Every hostile text, each base in several settings: 200 distinct inputs. */
export const HOSTILE_INPUTS: readonly string[] = [
  ...new Set(BASE.flatMap((text) => WRAPPINGS.map((wrap) => wrap(text)))),
];
