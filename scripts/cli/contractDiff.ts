/**
 * `npm run contract:diff [-- --base <git ref>]`: compares openapi.yaml with the released contract
 * (openapi.released.yaml, renewed by `npm run contract:release`) or with openapi.yaml at a git ref,
 * lists the breaking and non-breaking changes and the code each changed operation and schema
 * reaches. Exits 1 on a breaking change unless info.version's major goes up
 * (docs/decisions/0048-contract-diff-gate.md), 2 when the git ref has no openapi.yaml.
 */
import { parseArgs } from 'node:util';
import { readCodebase } from './contractDiff/affected';
import {
  CONTRACT_FILE,
  contractAtRef,
  readContract,
  RELEASED_CONTRACT_FILE,
  UnknownRefError,
} from './contractDiff/contract';
import { formatReview } from './contractDiff/report';
import { reviewContract } from './contractDiff/review';

const EXIT_UNKNOWN_REF = 2;

function main(): number {
  const { values } = parseArgs({ options: { base: { type: 'string' } } });
  const base = values.base ? contractAtRef(values.base) : readContract(RELEASED_CONTRACT_FILE);
  const baseName = values.base ? `${values.base}:${CONTRACT_FILE}` : RELEASED_CONTRACT_FILE;
  const current = readContract(CONTRACT_FILE);

  const review = reviewContract(base, current, () => readCodebase(process.cwd()));
  const title = `Contract diff: ${baseName} (${base.info.version}) → ${CONTRACT_FILE} (${current.info.version})`;
  console.log(formatReview(review, title));
  return review.verdict.exitCode;
}

try {
  process.exitCode = main();
} catch (error) {
  if (!(error instanceof UnknownRefError)) throw error;
  console.error(error.message);
  process.exitCode = EXIT_UNKNOWN_REF;
}
