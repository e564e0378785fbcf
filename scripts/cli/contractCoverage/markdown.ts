import type { Coverage } from './coverage';
import { figureLines, type Figures } from './figures';
import type { Verdict } from './gaps';
import { verdictLines } from './verdict';

const count = (names: readonly string[]) => (names.length > 0 ? String(names.length) : '–');

/** The summary: figures, the rule's verdict, and a line per operation and status with counts. */
export function coverageMarkdown(coverage: Coverage, figures: Figures, verdict: Verdict): string {
  const rows = coverage.operations.flatMap(({ operation, handlers, statuses }) =>
    statuses.map(({ status, produced, seenBy }) =>
      [
        `\`${operation}\``,
        String(status),
        produced ? handlers.map((file) => `\`${file}\``).join(', ') || 'yes' : '**none**',
        count(seenBy.story),
        count(seenBy.unit),
        count(seenBy.e2e),
      ].join(' | '),
    ),
  );
  return [
    '# Contract coverage',
    '',
    `Runs logged: ${coverage.logged.join(', ') || 'none'}.`,
    '',
    ...figureLines(figures).map((line) => `- ${line}`),
    `- Answers at a status the contract doesn't document: ${coverage.undocumented.length} (listed in index.html)`,
    '',
    '## The CI rule',
    '',
    ...verdictLines(verdict).map((line) => `- ${line}`),
    '',
    '## Operations',
    '',
    '| Operation | Status | Handler that gave it | Stories | Unit test files | Browser tests |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}
