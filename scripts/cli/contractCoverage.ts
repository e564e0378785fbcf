/**
 * `npm run contract:coverage`: for every operation of openapi.yaml at each status it documents,
 * the handler module that gave that answer and the stories, Vitest files and browser tests that
 * received it, read from the answers the runs logged with CONTRACT_COVERAGE_DIR set (default
 * `contract-coverage`, logs in its `runs/`). Writes `index.html` and `summary.md` there, prints
 * the figures, and exits 1 when the rule fails: a gap `contractCoverage/knownGaps.ts` doesn't
 * list, or a listed one that is covered now (docs/decisions/0050-contract-coverage.md).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coverageDir, readAnswerLogs } from './contractCoverage/answerLog';
import { coverageOf } from './contractCoverage/coverage';
import { figureLines, figuresOf } from './contractCoverage/figures';
import { judge } from './contractCoverage/gaps';
import { HANDLER_FOLDER, handlerModulesByOperation } from './contractCoverage/handlerModules';
import { coverageHtml } from './contractCoverage/html';
import { KNOWN_GAPS } from './contractCoverage/knownGaps';
import { coverageMarkdown } from './contractCoverage/markdown';
import { operationsOf } from './contractCoverage/operations';
import { verdictLines } from './contractCoverage/verdict';
import { readSourceGraph } from './contractDiff/sourceGraph';

const dir = coverageDir() ?? 'contract-coverage';
const operations = operationsOf(readFileSync('openapi.yaml', 'utf8'));
const handlers = handlerModulesByOperation(readSourceGraph(process.cwd(), [HANDLER_FOLDER]));
const coverage = coverageOf(operations, handlers, readAnswerLogs(dir));
const figures = figuresOf(coverage);
const verdict = judge(coverage, KNOWN_GAPS);

mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'index.html'), coverageHtml(coverage, figures, verdict));
writeFileSync(path.join(dir, 'summary.md'), coverageMarkdown(coverage, figures, verdict));

console.log(
  `Contract coverage (${path.join(dir, 'index.html')}), runs logged: ${coverage.logged.join(', ') || 'none'}`,
);
for (const line of [...figureLines(figures), '', ...verdictLines(verdict)]) console.log(line);
process.exitCode = verdict.passed ? 0 : 1;
