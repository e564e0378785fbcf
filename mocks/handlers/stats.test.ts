// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  DatingProfileListResponse,
  LocationListResponse,
  StatsResponse,
} from '@/api/generated';
import { db } from '@mocks/db';
import { callApi, setupMockApi } from '@mocks/testing';

setupMockApi();

describe('GET /stats', () => {
  it("counts as guides every location, the guides list's total, written guide text or not", async () => {
    // The world holds a location whose long-form guide is not written yet: it still counts.
    expect(db.location.findMany().some((location) => !location.has_guide)).toBe(true);
    const stats = (await callApi('/stats')).body as StatsResponse;
    const list = (await callApi('/locations?per_page=1')).body as LocationListResponse;
    expect(stats.data.guides).toBe(list.meta.total);
    expect(stats.data.guides).toBe(db.location.findMany().length);
    expect(stats.data.active_destinations).toBe(stats.data.guides);
  });

  it("counts as dating profiles the dating list's total, some of the members it counts", async () => {
    const stats = (await callApi('/stats')).body as StatsResponse;
    const list = (await callApi('/dating/profiles?per_page=1')).body as DatingProfileListResponse;
    expect(stats.data.dating_profiles).toBe(list.meta.total);
    expect(stats.data.dating_profiles).toBeLessThan(stats.data.travel_community);
  });
});
