import { format } from 'node:util';

/**
 * A test fails when anything it runs writes to console.error or console.warn, unless the test
 * says it causes that message on purpose (`expectConsoleError`, `expectConsoleWarn`): a passing
 * run prints nothing that reads as a failure, and a new warning (React's, the router's, the
 * app's own) fails the test that caused it instead of scrolling by. `./setup.ts` installs it.
 */

type Method = 'error' | 'warn';
type Expected = { method: Method; pattern: RegExp; matched: number };

interface Guard {
  /** What was written and not expected, since it was last checked. */
  unexpected: { method: Method; text: string }[];
  /** What the running test said it causes. */
  expected: Expected[];
}

// On the global object, not in this module: a worker runs many files (`isolate: false`), and the
// console it wraps outlives any one evaluation of this module.
const GUARD = Symbol.for('ginger.test.consoleGuard');
const WRAPPED = Symbol.for('ginger.test.consoleGuard.wrapped');

function guard(): Guard {
  const global = globalThis as typeof globalThis & { [GUARD]?: Guard };
  return (global[GUARD] ??= { unexpected: [], expected: [] });
}

/**
 * Messages that come from a library's defect rather than from a test, and that no test can be
 * held to, are neither printed nor failed on. Keep this short: each entry says why no test can
 * own it and what would remove it.
 */
const LIBRARY_DEFECTS: { method: Method; is: (text: string) => boolean }[] = [
  {
    // React (19.3) warns when a component suspends with use() and then finishes a render without
    // it, and TanStack Router's lazyRouteComponent does exactly that the first time it loads: the
    // app's default error and not-found screens (src/app/router.ts) are such components. React says
    // it once per module instance, that is once per test worker, so it would fail whichever test
    // happened to show the first such screen in that worker. Loading those two screens with React's
    // own lazy() (not tried here), or a router release that fixes the component, should remove it.
    method: 'error',
    is: (text) =>
      text.startsWith('Error: This library called use() to suspend in a previous render') &&
      /@tanstack[\\/]react-router[\\/].*lazyRouteComponent/.test(text),
  },
];

type ConsoleMethod = ((...args: unknown[]) => void) & { [WRAPPED]?: true };

/** `original`, checked: what it is asked to write is held against the running test. */
function guarded(method: Method, original: ConsoleMethod): ConsoleMethod {
  return Object.assign(
    function guardedConsole(this: Console, ...args: unknown[]) {
      const text = format(...args);
      if (LIBRARY_DEFECTS.some((defect) => defect.method === method && defect.is(text))) return;
      const state = guard();
      const expectation = state.expected.find(
        (expected) => expected.method === method && expected.pattern.test(text),
      );
      if (expectation) {
        expectation.matched += 1;
        return;
      }
      state.unexpected.push({ method, text });
      original.apply(this, args);
    },
    { [WRAPPED]: true as const },
  );
}

/** Wraps console.error and console.warn, once however many test files the worker runs. */
export function installConsoleGuard() {
  const { error, warn } = console as { error: ConsoleMethod; warn: ConsoleMethod };
  if (!error[WRAPPED]) console.error = guarded('error', error);
  if (!warn[WRAPPED]) console.warn = guarded('warn', warn);
}

function expectConsole(method: Method, patterns: RegExp[]) {
  guard().expected.push(...patterns.map((pattern) => ({ method, pattern, matched: 0 })));
}

/**
 * The running test causes console.error messages matching each pattern on purpose (an error state
 * it exercises): they are not printed, and the test fails if one of the patterns matched none.
 */
export function expectConsoleError(...patterns: RegExp[]) {
  expectConsole('error', patterns);
}

/** Like `expectConsoleError`, for console.warn. */
export function expectConsoleWarn(...patterns: RegExp[]) {
  expectConsole('warn', patterns);
}

const shown = (text: string) => {
  const lines = text.split('\n');
  return lines.length > 12 ? [...lines.slice(0, 12), '    …'].join('\n') : text;
};

/**
 * Fails (throws) if anything unexpected was written since the last check, or if an expected
 * message never came; `when` says when it was written. Forgets the test's expectations.
 */
export function checkConsole(when: string) {
  const state = guard();
  const unexpected = state.unexpected.splice(0);
  const missing = state.expected.filter((expected) => expected.matched === 0);
  state.expected = [];
  const problems = [
    ...unexpected.map(({ method, text }) => `console.${method} ${when}:\n${shown(text)}`),
    ...missing.map(
      ({ method, pattern }) =>
        `expected a console.${method} matching ${pattern} ${when}, and none was written`,
    ),
  ];
  if (problems.length) {
    throw new Error(
      `${problems.join('\n\n')}\n\nA test prints no errors or warnings. If it causes one on purpose, ` +
        'it says so with expectConsoleError / expectConsoleWarn (src/test/console.ts).',
    );
  }
}
