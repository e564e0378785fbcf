import { copyFileSync, mkdirSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { storyFiles } from './catalogue';
import { reportHtml, type Change } from './reportHtml';

export const REPORT_DIR = path.resolve(import.meta.dirname, '../visual-report');
const BASELINE_DIR = path.join(import.meta.dirname, 'baselines');
const SHOT_ATTACHMENT = /^(.+)-(expected|actual|diff)\.png$/;
const PROBLEMS_ATTACHMENT = /^(.+)\.problems$/;

/**
 * Counts what the run covered, writes visual-report/index.html when anything changed, and keeps
 * visual/baselines to the stories that exist (`--update` removes a deleted story's images).
 */
export default class VisualReport implements Reporter {
  private config!: FullConfig;
  private suite!: Suite;
  private stories = new Set<string>();
  private screenshots = new Set<string>();
  private changes = new Map<string, Change>();
  /** Stories per known app issue (knownIssues.ts). */
  private knownIssues = new Map<string, number>();

  onBegin(config: FullConfig, suite: Suite) {
    this.config = config;
    this.suite = suite;
  }

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const { type, description = '' } of result.annotations) {
      if (type === 'story') this.stories.add(description);
      if (type === 'screenshot') this.screenshots.add(description);
      if (type === 'known app issue') {
        this.knownIssues.set(description, (this.knownIssues.get(description) ?? 0) + 1);
      }
    }
    for (const attachment of result.attachments) {
      const shot = SHOT_ATTACHMENT.exec(attachment.name);
      const problems = PROBLEMS_ATTACHMENT.exec(attachment.name);
      if (shot && attachment.path) this.addImage(shot[1]!, shot[2]!, attachment.path);
      if (problems && attachment.body) {
        this.change(problems[1]!).problems.push(...attachment.body.toString().split('\n'));
      }
    }
  }

  async onEnd(result: FullResult) {
    const orphans = this.orphanBaselines();
    const updating = ['all', 'changed'].includes(this.config.updateSnapshots);

    for (const [cause, stories] of this.knownIssues) {
      console.log(`Known app issue in ${stories} stories (visual/knownIssues.ts): ${cause}`);
    }
    if (updating) {
      for (const file of orphans) unlinkSync(path.join(BASELINE_DIR, file));
      if (orphans.length) console.log(`Removed ${orphans.length} baselines of deleted stories.`);
    } else if (orphans.length) {
      console.log(`Baselines of no story (run with -- --update to remove): ${orphans.join(', ')}`);
    }

    rmSync(REPORT_DIR, { recursive: true, force: true });
    const changes = this.realChanges();
    console.log(
      `\nVisual check: ${this.stories.size} stories, ${this.screenshots.size} screenshots, ` +
        `${changes.length} stories changed or failing.`,
    );
    if (changes.length) this.writeReport(changes);
    if (!updating && orphans.length) return { status: 'failed' as const };
    return { status: result.status };
  }

  private change(key: string): Change {
    const storyId = key.replace(/-(desktop|phone)$/, '');
    let change = this.changes.get(storyId);
    if (!change) {
      change = { storyId, label: storyId, shots: [], problems: [] };
      this.changes.set(storyId, change);
    }
    return change;
  }

  private addImage(shotName: string, kind: string, file: string) {
    const change = this.change(shotName);
    const name = `${shotName}.png`;
    let shot = change.shots.find((s) => s.file === name);
    if (!shot) change.shots.push((shot = { file: name }));
    shot[kind === 'expected' ? 'expected' : kind === 'actual' ? 'actual' : 'diff'] = file;
  }

  /**
   * What changed: an image that differs from its baseline, or one with no baseline in CI.
   * Outside CI a missing baseline is written (Playwright attaches it all the same): no change.
   */
  private realChanges(): Change[] {
    const ci = this.config.updateSnapshots === 'none';
    return [...this.changes.values()]
      .map((change) => ({
        ...change,
        shots: change.shots.filter((shot) => shot.diff || (ci && shot.actual)),
      }))
      .filter((change) => change.shots.length || change.problems.length);
  }

  /** Baselines no screenshot of this run claims; only known when every story was run. */
  private orphanBaselines(): string[] {
    const everyFileRan = this.suite.allTests().length === storyFiles().length;
    if (!everyFileRan || this.stories.size === 0) return [];
    const files = readdirSync(BASELINE_DIR, { withFileTypes: true });
    return files.filter((f) => f.isFile() && !this.screenshots.has(f.name)).map((f) => f.name);
  }

  private writeReport(found: Change[]) {
    const labels = new Map(
      storyFiles().flatMap(({ stories }) => stories.map((s) => [s.id, `${s.title} › ${s.name}`])),
    );
    const imagesDir = path.join(REPORT_DIR, 'images');
    mkdirSync(imagesDir, { recursive: true });
    const changes = found.map((change) => ({
      ...change,
      label: labels.get(change.storyId) ?? change.storyId,
      shots: change.shots.map((shot) => {
        const copy = (kind: 'expected' | 'actual' | 'diff') => {
          const source = shot[kind];
          if (!source) return undefined;
          const name = `${shot.file.replace(/\.png$/, '')}-${kind}.png`;
          copyFileSync(source, path.join(imagesDir, name));
          return `images/${name}`;
        };
        return {
          file: shot.file,
          expected: copy('expected'),
          actual: copy('actual'),
          diff: copy('diff'),
        };
      }),
    }));
    const summary = `${changes.length} of ${this.stories.size} stories changed or failing.`;
    writeFileSync(path.join(REPORT_DIR, 'index.html'), reportHtml(changes, summary));
    console.log(
      `Visual report: ${path.relative(process.cwd(), path.join(REPORT_DIR, 'index.html'))}`,
    );
  }
}
