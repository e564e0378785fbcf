// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TravelListResponse, TravelListsResponse } from '@/api/generated';
import { db } from '../db';
import { callApi, setupMockApi } from '../testing';
import { startSeededSession } from '../sessions';
import { FAVORITES_LIMIT_MESSAGE } from './favorites';

setupMockApi();

async function listsOf(token: string) {
  const { body } = await callApi('/lists', { token });
  return (body as TravelListsResponse).data;
}

/** The premium member's saved job and article, named as lists show them (read from the seed). */
function savedJobAndArticle() {
  const job = db.job.findFirst((q) => q.where({ id: 3 }))!;
  const article = db.article.findFirst((q) => q.where({ id: 12 }))!;
  return [`${job.title} at ${job.company_name}`, article.title];
}

const titles = (list: { items: Array<{ title: string }> }) => list.items.map((item) => item.title);

const addItem = (token: string, listId: number, kind: string, itemId: number) =>
  callApi(`/lists/${listId}/items`, {
    method: 'POST',
    token,
    body: JSON.stringify({ kind, item_id: itemId }),
  });

describe('travel lists', () => {
  it("lists the member's own lists, newest first, each in the order it was planned", async () => {
    const lists = await listsOf(await startSeededSession('premium'));
    expect(lists.map((list) => list.name)).toEqual(['Ubud retreat', 'Where to work next']);
    expect(titles(lists[1]!)).toEqual([...savedJobAndArticle(), 'Bangkok, Thailand']);
  });

  it('renames and reorders a list, and removes a place by leaving it out', async () => {
    const token = await startSeededSession('free');
    const { status, body } = await callApi('/lists/1', {
      method: 'PATCH',
      token,
      body: JSON.stringify({ name: 'North to south', favorite_ids: [2, 1] }),
    });
    expect(status).toBe(200);
    const list = (body as TravelListResponse).data;
    expect(list.name).toBe('North to south');
    expect(titles(list)).toEqual(['Da Nang, Vietnam', 'Chiang Mai, Thailand']);
    expect((await listsOf(token))[0]).toEqual(list);
  });

  it('refuses places the member has not saved', async () => {
    const token = await startSeededSession('free');
    const { status, body } = await callApi('/lists/1', {
      method: 'PATCH',
      token,
      body: JSON.stringify({ favorite_ids: [1, 4] }),
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { favorite_ids: [expect.any(String)] } });
  });

  it('drops a place from its lists when it is no longer saved, and keeps the place when a list goes', async () => {
    const token = await startSeededSession('free');
    await callApi('/favorites/3', { method: 'DELETE', token });
    expect(titles((await listsOf(token))[0]!)).toEqual([
      'Chiang Mai, Thailand',
      'Da Nang, Vietnam',
    ]);
    expect((await callApi('/lists/1', { method: 'DELETE', token })).status).toBe(204);
    expect(await listsOf(token)).toEqual([]);
    const { body } = await callApi('/favorites', { token });
    expect(body).toMatchObject({ meta: { count: 2 } });
  });

  it('adds an item from its page: saved if it was not, at the end, and only once', async () => {
    const token = await startSeededSession('premium');
    const [job] = savedJobAndArticle();
    const first = await addItem(token, 3, 'job', 3);
    expect(titles((first.body as TravelListResponse).data)).toEqual(['Ubud, Indonesia', job]);
    await addItem(token, 3, 'location', 2);
    const again = await addItem(token, 3, 'job', 3);
    expect(titles((again.body as TravelListResponse).data)).toEqual([
      'Ubud, Indonesia',
      job,
      'Chiang Mai, Thailand',
    ]);
    const { body } = await callApi('/favorites', { token });
    expect(body).toMatchObject({ meta: { count: 5 } });
  });

  it("keeps an Explorer's plan limit when adding an item not yet saved", async () => {
    const token = await startSeededSession('free');
    for (let itemId = 20; itemId < 27; itemId += 1)
      expect((await addItem(token, 1, 'job', itemId)).status).toBe(200);
    const eleventh = await addItem(token, 1, 'job', 40);
    expect(eleventh).toMatchObject({ status: 403, body: { message: FAVORITES_LIMIT_MESSAGE } });
    expect((await addItem(token, 1, 'location', 2)).status).toBe(200);
  });

  it("does not touch someone else's list", async () => {
    const token = await startSeededSession('free');
    expect((await addItem(token, 2, 'location', 2)).status).toBe(404);
    expect((await callApi('/lists/2', { method: 'DELETE', token })).status).toBe(404);
    expect((await listsOf(await startSeededSession('premium'))).length).toBe(2);
  });
});
