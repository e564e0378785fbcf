// @vitest-environment node
import * as v from 'valibot';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vListLocationsResponse, vSearchSiteResponse } from '@/api/generated/valibot.gen';
import { handlers } from '../handlers';
import { callApi, setupMockApi } from '../testing';
import { scenarioOverrides } from './handler';
import { emptied, forcedStatus, NO_SCENARIO, parseScenario } from './scenario';

describe('parseScenario', () => {
  it('reads every documented token', () => {
    const { scenario, signInAs, reset } = parseScenario(
      'slow,fail:0.3,status:/jobs=500,status:/forums/topics=404,empty,as:premium,reset',
    );
    expect(scenario).toEqual({
      latencyMs: 1500,
      failureRate: 0.3,
      forced: [
        { path: '/jobs', status: 500 },
        { path: '/forums/topics', status: 404 },
      ],
      empty: true,
      clockOffsetMs: null,
      scale: 1,
    });
    expect(signInAs).toBe('premium');
    expect(reset).toBe(true);
  });

  it('ignores malformed tokens and builds on the current scenario until `off`', () => {
    const current = parseScenario('latency:800').scenario;
    const next = parseScenario('fail:2,status:jobs=500,status:/jobs=200,as:admin,bogus', current);
    expect(next.scenario).toEqual({ ...NO_SCENARIO, latencyMs: 800 });
    expect(next.signInAs).toBeNull();
    expect(parseScenario('off,empty', next.scenario).scenario).toEqual({
      ...NO_SCENARIO,
      empty: true,
    });
    expect(parseScenario('latency:999999').scenario.latencyMs).toBe(30_000);
  });

  it('pins the clock to a real instant, kept as its distance from real time', () => {
    const realNow = Date.parse('2026-11-23T12:00:00Z');
    const leapDay = parseScenario('clock:2028-02-29T10:00:00Z', NO_SCENARIO, realNow).scenario;
    expect(realNow + leapDay.clockOffsetMs!).toBe(Date.parse('2028-02-29T10:00:00Z'));
    expect(parseScenario('clock:real', leapDay).scenario.clockOffsetMs).toBeNull();
    for (const bad of ['2026-02-31T10:00:00Z', '2027-02-29T10:00:00Z', 'tomorrow', '2028-02-29'])
      expect(parseScenario(`clock:${bad}`, leapDay, realNow).scenario).toEqual(leapDay);
  });

  it('scales the world to ten times, and to no scale a build does not ship', () => {
    expect(parseScenario('scale:10').scenario.scale).toBe(10);
    expect(parseScenario('scale:1', parseScenario('scale:10').scenario).scenario.scale).toBe(1);
    for (const unshipped of ['0', '3', '50', 'ten'])
      expect(parseScenario(`scale:${unshipped}`).scenario.scale).toBe(1);
  });

  it('lets the last status given for a path replace the first', () => {
    const { scenario } = parseScenario('status:/jobs=500,status:/jobs=404');
    expect(scenario.forced).toEqual([{ path: '/jobs', status: 404 }]);
    expect(forcedStatus(scenario, '/jobs')).toBe(404);
  });

  it('forces a status on a path and the paths below it only', () => {
    const { scenario } = parseScenario('status:/jobs=503');
    expect(forcedStatus(scenario, '/jobs')).toBe(503);
    expect(forcedStatus(scenario, '/jobs/12')).toBe(503);
    expect(forcedStatus(scenario, '/jobsearch')).toBeUndefined();
  });

  it('empties lists, search sections, related items and counters', () => {
    expect(
      emptied({ data: [1, 2], meta: { total: 2, per_page: 12, current_page: 2, last_page: 3 } }),
    ).toEqual({ data: [], meta: { total: 0, per_page: 12, current_page: 1, last_page: 1 } });
    expect(emptied({ data: { travel_community: 15000, active_destinations: 54 } })).toEqual({
      data: { travel_community: 0, active_destinations: 0 },
    });
    expect(emptied({ sections: [{ kind: 'jobs', total: 3, items: [1] }] })).toEqual({
      sections: [{ kind: 'jobs', total: 0, items: [] }],
    });
  });
});

describe('the scenario handler', () => {
  const server = setupMockApi();
  const useScenario = (tokens: string) =>
    server.use(...scenarioOverrides(parseScenario(tokens).scenario, handlers));

  it('answers a forced status for that path, and the real answer elsewhere', async () => {
    useScenario('status:/jobs=503');
    expect((await callApi('/jobs/7')).status).toBe(503);
    expect((await callApi('/locations')).status).toBe(200);
  });

  it('waits the latency, then gives the real answer', async () => {
    useScenario('latency:5');
    const { status } = await callApi('/locations');
    expect(status).toBe(200);
  });

  it('fails every call at a failure rate of 1', async () => {
    useScenario('fail:1');
    const { status, body } = await callApi('/stats');
    expect(status).toBe(500);
    expect(body).toMatchObject({ message: expect.stringContaining('QA scenario') });
  });

  it("leaves alone what is not an API call, such as the dev server's /src/api modules", async () => {
    const failing = scenarioOverrides(parseScenario('fail:1').scenario, handlers);
    const module = new Request('http://localhost:5173/src/api/auth.ts');
    expect(await getResponse(failing, module)).toBeUndefined();
    const call = await getResponse(failing, new Request('http://localhost:5173/api/stats'));
    expect(call?.status).toBe(500);
  });

  it('answers empty lists that still follow the contract', async () => {
    useScenario('empty');
    const locations = await callApi('/locations');
    expect(v.parse(vListLocationsResponse, locations.body)).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    const search = v.parse(vSearchSiteResponse, (await callApi('/search?q=Bangkok')).body);
    expect(search.sections.every((section) => section.total === 0)).toBe(true);
  });
});
