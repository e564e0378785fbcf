/**
 * `npm run lint:seed`: builds the mock world (at 1× and at 10×) and lints it: grammar, names,
 * template leftovers, reused sentences, short texts, duplicate titles, a picture twice on one
 * list page (classifieds and each of their filters too), figures that disagree with the data;
 * records that disagree with themselves: a job's title and level (job-title-level), its level and
 * duties (job-seniority-duties), its level and the years of experience it asks for
 * (job-experience-level), its role and skills (job-role-skills), its role and pay
 * (job-pay), a company's About and its country (company-location), a neighbourhood's pros and
 * cons and where it is (neighbourhood-setting), a picture and its subject (picture-subject); and
 * sentences cloned from place to place (skeleton: place texts, guides and their practical
 * sections, their business sections (guide-business), articles, classifieds, forum titles,
 * thread bodies and replies). Prints what it measured; exits 1 on a problem.
 */
import { server } from '../../mocks/node';
import { seedDatabase } from '../../mocks/seed';
import {
  lintFigures,
  lintListImages,
  lintWorld,
  type LintProblem,
  worldFigures,
  worldOf,
} from '../../mocks/seed/lint';

const ORIGIN = 'http://localhost/api';
const fetchJson = async (path: string) =>
  (await fetch(`${ORIGIN}${path}`)).json() as Promise<unknown>;
const SHOWN_PER_RULE = 5;

function report(scale: number, problems: LintProblem[]): void {
  const byRule = new Map<string, LintProblem[]>();
  for (const problem of problems)
    byRule.set(problem.rule, [...(byRule.get(problem.rule) ?? []), problem]);
  console.log(`World ${scale}×: ${problems.length} problem(s)`);
  for (const [rule, list] of byRule) {
    const kinds = new Map<string, number>();
    for (const problem of list) {
      const kind = problem.where.split(' ')[0]!;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    console.log(
      `  ${rule}: ${list.length} (${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ')})`,
    );
    for (const problem of list.slice(0, SHOWN_PER_RULE))
      console.log(`    ${problem.where}: ${problem.detail}`);
  }
}

server.listen({ onUnhandledRequest: 'error' });
let failed = false;
for (const scale of [1, 10]) {
  await seedDatabase({ scale });
  const world = worldOf();
  const problems = [
    ...lintWorld(world, { scale }),
    ...(await lintListImages(fetchJson)),
    ...(await lintFigures(fetchJson, world)),
  ];
  console.log(JSON.stringify({ scale, ...worldFigures(world) }));
  report(scale, problems);
  failed ||= problems.length > 0;
}
server.close();
process.exitCode = failed ? 1 : 0;
