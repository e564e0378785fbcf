import type { Coverage, StatusCoverage } from './coverage';
import { figureLines, type Figures } from './figures';
import type { Verdict } from './gaps';
import { verdictLines } from './verdict';

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;

/** Who received an answer: none, or a count that opens onto their names. */
function receivers(names: readonly string[], [one, many]: [string, string]): string {
  if (names.length === 0) return '<span class="none">none</span>';
  const label = `${names.length} ${names.length === 1 ? one : many}`;
  return `<details><summary>${label}</summary>${list(names)}</details>`;
}

function statusRow(row: StatusCoverage, handlers: readonly string[], head: string): string {
  const handler = row.produced
    ? escape(handlers.join(', ') || 'a handler')
    : '<span class="none">no handler gave it</span>';
  return [
    '<tr>',
    head,
    `<td>${row.status}</td>`,
    `<td>${handler}</td>`,
    `<td>${receivers(row.seenBy.story, ['story', 'stories'])}</td>`,
    `<td>${receivers(row.seenBy.unit, ['file', 'files'])}</td>`,
    `<td>${receivers(row.seenBy.e2e, ['test', 'tests'])}</td>`,
    '</tr>',
  ].join('');
}

function operationRows(coverage: Coverage): string {
  return coverage.operations
    .map(({ operation, handlers, statuses }) => {
      const head = `<th scope="rowgroup" rowspan="${statuses.length}">${escape(operation)}</th>`;
      const rows = statuses.map((row, index) => statusRow(row, handlers, index === 0 ? head : ''));
      return `<tbody>${rows.join('')}</tbody>`;
    })
    .join('\n');
}

function undocumentedSection(coverage: Coverage): string {
  if (coverage.undocumented.length === 0) return '';
  const rows = coverage.undocumented.map(
    ({ operation, status, run, by }) =>
      `<tr><td>${escape(operation)}</td><td>${status}</td><td>${run}</td><td>${escape(by)}</td></tr>`,
  );
  return `<h2>Answers at a status the contract doesn't document</h2>
<p>Given by a story's or a test's own handler, on purpose or not.</p>
<table><thead><tr><th scope="col">Operation</th><th scope="col">Status</th><th scope="col">Run</th><th scope="col">By</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #bbb;padding:.25rem .5rem;text-align:left;vertical-align:top}
thead th{background:#eee;position:sticky;top:0}.none{color:#a30000}summary{cursor:pointer}ul{margin:.25rem 0;padding-left:1.25rem}`;

/** The report as one page with no external assets: the figures, the rule's verdict and the table. */
export function coverageHtml(coverage: Coverage, figures: Figures, verdict: Verdict): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Contract coverage</title><style>${STYLE}</style></head>
<body><main>
<h1>Contract coverage</h1>
<p>Every operation of openapi.yaml at each status it documents: the handler module that gave the answer, and the stories, Vitest files and browser tests that received it (runs logged: ${escape(coverage.logged.join(', ') || 'none')}).</p>
<h2>Figures</h2>
${list(figureLines(figures))}
<h2>The CI rule</h2>
${list(verdictLines(verdict))}
<h2>Operations</h2>
<table>
<caption>${figures.operations} operations, ${figures.statuses} documented statuses</caption>
<thead><tr><th scope="col">Operation</th><th scope="col">Status</th><th scope="col">Handler</th><th scope="col">Stories</th><th scope="col">Unit tests</th><th scope="col">Browser tests</th></tr></thead>
${operationRows(coverage)}
</table>
${undocumentedSection(coverage)}
</main></body>
</html>
`;
}
