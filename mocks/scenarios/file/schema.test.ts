// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED } from '../../seed/random';
import {
  NotAScenarioError,
  parseJson,
  readScenarioFile,
  type ScenarioFile,
  WORLD_SEED,
} from './schema';

const scenario: ScenarioFile = {
  format: 'ginger-scenario',
  version: 1,
  seed: WORLD_SEED,
  scale: 1,
  clock: '2027-03-16T09:30:00.000Z',
  route: '/forums/topic/5',
  signedInAs: 'premium',
  switches: { latencyMs: 0, failureRate: 0.3, empty: false },
  overrides: { forced: [{ path: '/jobs', status: 503 }] },
  rows: [
    { table: 'forumTopic', key: '5', change: 'patch', fields: { replies_count: 9 } },
    { table: 'favorite', key: '12', change: 'deleted' },
  ],
};

const problemWith = (json: unknown) => {
  try {
    readScenarioFile(json);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(NotAScenarioError);
    return (error as Error).message;
  }
};

describe('the scenario file', () => {
  it('reads back what the panel saves', () => {
    expect(readScenarioFile(JSON.parse(JSON.stringify(scenario)))).toEqual(scenario);
  });

  it('names the world the page builds: the seed of mocks/seed/random.ts', () => {
    expect(WORLD_SEED).toBe(SEED);
  });

  it('says what is wrong with a file that is not one, where it is wrong', () => {
    expect(problemWith({ ...scenario, format: 'har' })).toMatch(
      /^This file is not a Ginger scenario: format: /,
    );
    expect(problemWith({ ...scenario, seed: 1 })).toBe(
      `This file is not a Ginger scenario: seed: a world built from seed ${WORLD_SEED}`,
    );
    expect(problemWith({ ...scenario, scale: 3 })).toMatch(/scale: a scale the build ships/);
    expect(problemWith({ ...scenario, clock: '2027-02-30T10:00:00Z' })).toMatch(
      /clock: a UTC instant/,
    );
    expect(problemWith({ ...scenario, route: 'https://elsewhere.example/' })).toMatch(/route:/);
    expect(problemWith({ ...scenario, signedInAs: 'admin' })).toMatch(/signedInAs:/);
    expect(
      problemWith({ ...scenario, overrides: { forced: [{ path: '/jobs', status: 200 }] } }),
    ).toMatch(/overrides\.forced\.0\.status:/);
    expect(
      problemWith({ ...scenario, rows: [{ table: 'nothing', key: '1', change: 'deleted' }] }),
    ).toMatch(/rows\.0\.table:/);
    expect(
      problemWith({ ...scenario, rows: [{ table: 'favorite', key: '1', change: 'patch' }] }),
    ).toMatch(/rows\.0\.fields:/);
    expect(problemWith(null)).toMatch(/^This file is not a Ginger scenario: /);
  });

  it('says so when a file is not JSON at all', () => {
    expect(() => parseJson('<html>')).toThrow(
      'This file is not a Ginger scenario: it is not JSON.',
    );
  });
});
