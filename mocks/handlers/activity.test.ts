// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ActivityResponse } from '@/api/generated';
import { callApi, setupMockApi } from '../testing';
import { startSeededSession } from '../sessions';

setupMockApi();

async function activityOf(token: string) {
  const { status, body } = await callApi('/account/activity', { token });
  expect(status).toBe(200);
  return (body as ActivityResponse).data;
}

describe('recent activity', () => {
  it('lists what the member did, newest first, each with what it was about', async () => {
    const activity = await activityOf(await startSeededSession('premium'));
    const times = activity.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(activity).toContainEqual(
      expect.objectContaining({ kind: 'list', title: 'Ubud retreat', path: '/lists' }),
    );
    expect(activity).toContainEqual(
      expect.objectContaining({ kind: 'saved', title: 'Bangkok, Thailand' }),
    );
    expect(activity).toContainEqual(
      expect.objectContaining({ kind: 'journal', title: 'Lantern night in Hoi An' }),
    );
  });

  it('puts a like and a new topic at the top as they happen', async () => {
    const token = await startSeededSession('free');
    await callApi('/forums/topics/3/like', { method: 'POST', token });
    const [latest] = await activityOf(token);
    expect(latest).toMatchObject({ kind: 'like', path: '/forums/topic/3' });
  });

  it('is for members only', async () => {
    expect((await callApi('/account/activity')).status).toBe(401);
  });
});
