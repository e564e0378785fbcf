// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario';
import { scenarioLink, readScenarioLink } from './link';
import { mockTokensOf } from './open';
import { type ScenarioFile, WORLD_SEED } from './schema';

const file: ScenarioFile = {
  format: 'ginger-scenario',
  version: 1,
  seed: WORLD_SEED,
  scale: 10,
  clock: '2027-03-16T09:30:00.000Z',
  route: '/jobs?page=2',
  signedInAs: 'corporate',
  switches: { latencyMs: 4000, failureRate: 0.1, empty: true },
  overrides: { forced: [{ path: '/jobs', status: 503 }] },
  rows: [{ table: 'forumTopic', key: '5', change: 'patch', fields: { replies_count: 9 } }],
};

describe('opening a scenario file', () => {
  it("gives the mock its switches, clock, scale and account as `?mock=` tokens, whatever the tab's were", () => {
    const realNow = Date.parse('2026-11-29T12:00:00Z');
    const earlier = parseScenario('status:/forums=500,fail:1').scenario;
    const { scenario, signInAs } = parseScenario(mockTokensOf(file), earlier, realNow);
    expect(scenario).toEqual({
      latencyMs: 4000,
      failureRate: 0.1,
      empty: true,
      forced: [{ path: '/jobs', status: 503 }],
      clockOffsetMs: Date.parse(file.clock) - realNow,
      scale: 10,
    });
    expect(signInAs).toBe('corporate');
  });

  it('rides in a link: its page with the panel, the file compressed in the fragment', async () => {
    const link = await scenarioLink(file);
    expect(link).toMatch(/^\/jobs\?page=2&mock=panel#scenario=[\w-]+$/);
    expect(await readScenarioLink(link.slice(link.indexOf('#')))).toEqual(file);
    const rows = Array.from({ length: 200 }, (_, index) => ({ ...file.rows[0]!, key: `${index}` }));
    const busy = { ...file, rows };
    expect((await scenarioLink(busy)).length).toBeLessThan(JSON.stringify(busy).length / 4);
  });
});
