import * as v from 'valibot';
import { recordedApiCalls } from './apiCalls';
import { captureScenario } from './capture';
import {
  firstIssue,
  NotAScenarioError,
  readScenarioFile,
  type ScenarioFile,
  vScenarioFile,
} from './schema';
import { SCREENSHOT_LIMITS, screenshotPage } from './screenshot';

const BUG_REPORT = 'Ginger bug report';

/** 'Report a problem': the scenario, the latest API calls (HAR 1.2), where and how big, and a picture. */
const vBugReport = v.object({
  format: v.literal('ginger-bug-report'),
  version: v.literal(1),
  reportedAt: v.string(),
  route: v.pipe(v.string(), v.startsWith('/', 'a path of the site')),
  viewport: v.object({ width: v.number(), height: v.number(), devicePixelRatio: v.number() }),
  scenario: vScenarioFile,
  har: v.object({ log: v.object({ version: v.literal('1.2'), entries: v.array(v.unknown()) }) }),
  screenshot: v.object({ png: v.nullable(v.string()), limits: v.string() }),
});

export type BugReport = v.InferOutput<typeof vBugReport>;

/** The page as a bug report; the QA panel itself (`panel`) stays out of the picture. */
export async function reportProblem(panel: Element | null): Promise<BugReport> {
  const [scenario, har, png] = await Promise.all([
    captureScenario(),
    recordedApiCalls(),
    screenshotPage(panel).catch(() => null),
  ]);
  return {
    format: 'ginger-bug-report',
    version: 1,
    reportedAt: new Date().toISOString(),
    route: scenario.route,
    viewport: { width: innerWidth, height: innerHeight, devicePixelRatio },
    scenario,
    har,
    screenshot: { png, limits: SCREENSHOT_LIMITS },
  };
}

/** What a loaded file reproduces: a scenario file, or a bug report's scenario and page. */
export type Reproduction = {
  scenario: ScenarioFile;
  route: string;
  viewport?: BugReport['viewport'];
};

/** Reads a file the panel saved (a scenario or a bug report); throws `NotAScenarioError` saying what is wrong. */
export function readReproduction(json: unknown): Reproduction {
  const isReport = (json as { format?: unknown } | null)?.format === 'ginger-bug-report';
  if (!isReport) {
    const scenario = readScenarioFile(json);
    return { scenario, route: scenario.route };
  }
  const parsed = v.safeParse(vBugReport, json);
  if (!parsed.success) throw new NotAScenarioError(firstIssue(parsed.issues), BUG_REPORT);
  const { scenario, route, viewport } = parsed.output;
  return { scenario, route, viewport };
}
