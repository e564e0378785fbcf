import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/lib/clock';
import type { JobResponse } from '@/api/generated';
import { startSeededSession } from '@mocks/sessions';
import { callApi, JOB_POSTING, setupMockApi } from '@mocks/testing';
import { FIXED_NOW } from './fixedClock';
import { DAY_MS } from './seed/timeline';
import { db } from './db';
import { closeStorage, restoreDatabase, storageReport } from './persist';
import { buildWorldHere } from './seed';
import { databaseName, openRowStore, WriteConflict } from './storage/rowStore';

setupMockApi();

const newMember = {
  name: 'Nina Nomad',
  email: 'nina@ginger.example',
  password: 'Sunrise2026!',
  password_confirmation: 'Sunrise2026!',
  terms: true,
};

async function signInAsExplorer(): Promise<string> {
  const { body } = await callApi('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'explorer@ginger.example', password: 'Explorer123!' }),
  });
  return (body as { token: string }).token;
}

function postTopic(token: string, title: string) {
  return callApi('/forums/topics', {
    method: 'POST',
    token,
    body: JSON.stringify({
      title,
      category: 'travel',
      content: 'Which neighbourhood suits a first month in the city, and why?',
      tags: [],
    }),
  });
}

/** Puts a record straight into the world's database, as another tab's code could. */
async function putRaw(id: string, record: object): Promise<void> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(databaseName(1));
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const transaction = database.transaction('rows', 'readwrite');
  transaction.objectStore('rows').put(record, id);
  await new Promise((resolve) => (transaction.oncomplete = resolve));
  database.close();
}

/** A browser start: the world seeded, then what was saved loaded over it. */
const startTab = () => restoreDatabase(buildWorldHere);

beforeEach(startTab);

afterEach(async () => {
  closeStorage();
  await new Promise((resolve) => {
    const deletion = indexedDB.deleteDatabase(databaseName(1));
    deletion.onsuccess = deletion.onerror = resolve;
  });
});

describe('the mock keeps what members change in IndexedDB', () => {
  it('keeps a registered account and its session across a reload', async () => {
    const { body } = await callApi('/auth/register', {
      method: 'POST',
      body: JSON.stringify(newMember),
    });
    const { token } = body as { token: string };
    await startTab();
    const me = await callApi('/auth/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      data: { email: 'nina@ginger.example', membership_tier: 'free' },
    });
    expect(storageReport()).toEqual({ mode: 'saved', dropped: [], full: false });
  });

  it('keeps likes across a reload', async () => {
    const slug = db.article.findMany()[0]!.slug;
    const { body } = await callApi(`/content/${slug}/like`, { method: 'POST' });
    // Only what changed is stored: the article's likes, not the world.
    const other = await openRowStore(1);
    expect((await other.readAll()).map(({ value }) => value)).toEqual([
      expect.objectContaining({
        table: 'article',
        change: 'patch',
        fields: { likes: expect.any(Number) },
      }),
    ]);
    other.close();
    await startTab();
    expect(db.article.findFirst((q) => q.where({ slug }))?.likes).toBe(
      (body as { likes: number }).likes,
    );
  });

  it('brings a world saved months ago back current, keeping what members wrote at its time', async () => {
    const token = await signInAsExplorer();
    const topic = db.forumTopic.findMany()[0]!;
    await callApi(`/forums/topics/${topic.id}/replies`, {
      method: 'POST',
      token,
      body: JSON.stringify({ content: 'Still true a season later.' }),
    });
    const written = db.forumReply
      .findMany()
      .find((reply) => reply.content === 'Still true a season later.')!;
    const seededCreated = topic.created;
    pinClock(new Date(FIXED_NOW.getTime() + 120 * DAY_MS), { frozen: true });
    await startTab();
    const reopened = db.forumTopic.findFirst((q) => q.where({ id: topic.id }))!;
    expect(Date.parse(reopened.created) - Date.parse(seededCreated)).toBe(120 * DAY_MS);
    const kept = db.forumReply.findFirst((q) => q.where({ id: written.id }))!;
    expect(kept.created).toBe(written.created);
  });

  it('charges nothing after a cancelled plan ends, when the demo is opened again weeks later', async () => {
    const token = await startSeededSession('premium');
    const cancel = await callApi('/billing/subscription/cancel', { method: 'POST', token });
    const { ends_at } = (cancel.body as { data: { ends_at: string } }).data;
    pinClock(new Date(Date.parse(ends_at) + 40 * DAY_MS), { frozen: true });
    await startTab();
    const me = await callApi('/auth/user', { token });
    expect(me.body).toMatchObject({ data: { membership_tier: 'free' } });
    const invoices = (await callApi('/billing/invoices', { token })).body as {
      data: Array<{ period_end: string; amount_cents: number }>;
    };
    const charged = invoices.data.filter((invoice) => invoice.amount_cents > 0);
    expect(charged.length).toBeGreaterThan(0);
    // Every month charged was a month of the plan: the last one ends when the plan does.
    expect(charged.filter((invoice) => invoice.period_end > ends_at)).toEqual([]);
    expect(charged[0]!.period_end).toBe(ends_at);
  });

  it('keeps a job a member posted whole across a reload, its description too', async () => {
    const { body } = await callApi('/jobs', {
      method: 'POST',
      token: await startSeededSession('corporate'),
      body: JSON.stringify(JOB_POSTING),
    });
    const { id } = (body as JobResponse).data;
    await startTab();
    const reopened = await callApi(`/jobs/${id}`);
    expect((reopened.body as JobResponse).data).toMatchObject({
      description: JOB_POSTING.description,
      application_url: JOB_POSTING.application_url,
      company_url: JOB_POSTING.company_url,
    });
  });

  it('keeps a removal of a seeded row across a reload', async () => {
    const token = await signInAsExplorer();
    const favorites = await callApi('/favorites', { token });
    const [first] = (favorites.body as { data: Array<{ id: number }> }).data;
    expect(first).toBeDefined();
    expect((await callApi(`/favorites/${first!.id}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
    await startTab();
    expect(db.favorite.findFirst((q) => q.where({ id: first!.id }))).toBeUndefined();
  });

  it('gives two tabs different ids for rows they create at the same time', async () => {
    const other = await openRowStore(1);
    const ids = await Promise.all([
      other.nextId('forumTopic', 90),
      other.nextId('forumTopic', 90),
      openRowStore(1).then((third) => third.nextId('forumTopic', 90)),
    ]);
    other.close();
    expect(new Set(ids).size).toBe(3);
  });

  it('merges what another tab saves: its rows arrive and none of ours is lost', async () => {
    const token = await signInAsExplorer();
    expect((await postTopic(token, 'Ours: a first month in Da Nang')).status).toBe(201);
    // Another tab saves a topic of its own and tells this one.
    const other = await openRowStore(1);
    const theirs = { ...db.forumTopic.findMany()[0]!, id: 9001, title: 'Theirs: Hanoi in winter' };
    await other.write([{ table: 'forumTopic', key: '9001', change: 'row', row: theirs }]);
    const channel = new BroadcastChannel('ginger-mock-world:x1');
    channel.postMessage({ table: 'forumTopic', keys: ['9001'] });
    channel.close();
    other.close();
    await vi.waitFor(() =>
      expect(db.forumTopic.findFirst((q) => q.where({ id: 9001 }))?.title).toBe(
        'Theirs: Hanoi in winter',
      ),
    );
    await startTab();
    const titles = db.forumTopic.findMany().map((topic) => topic.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Ours: a first month in Da Nang', 'Theirs: Hanoi in winter']),
    );
  });

  it("counts a like on top of another tab's saved likes, before that tab's message arrives", async () => {
    const article = db.article.findMany()[0]!;
    const other = await openRowStore(1);
    const theirs = { likes: article.likes + 5 };
    await other.write([
      { table: 'article', key: String(article.id), change: 'patch', fields: theirs },
    ]);
    other.close();
    const { body } = await callApi(`/content/${article.slug}/like`, { method: 'POST' });
    expect(body).toEqual({ likes: article.likes + 6 });
  });

  it("refuses a sign-in when another tab used up the address's attempts", async () => {
    const email = 'explorer@ginger.example';
    const other = await openRowStore(1);
    const failed = Array.from({ length: 5 }, () => FIXED_NOW.getTime());
    const row = { key: `login:${email}`, at: failed };
    await other.write([{ table: 'attempt', key: row.key, change: 'row', row }]);
    other.close();
    const { status, body } = await callApi('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'Explorer123!' }),
    });
    expect(status).toBe(429);
    expect(body).toEqual({ message: 'Too Many Attempts.' });
  });

  it('runs a request again when a row it changed was saved by another tab while it ran', async () => {
    const article = db.article.findMany()[0]!;
    // A write that slipped in unannounced, as from a tab whose browser has no Web Locks.
    await putRaw(`article:${article.id}`, {
      table: 'article',
      key: String(article.id),
      change: 'patch',
      fields: { likes: article.likes + 5 },
      version: 1,
    });
    const { body } = await callApi(`/content/${article.slug}/like`, { method: 'POST' });
    expect(body).toEqual({ likes: article.likes + 6 });
    await startTab();
    expect(db.article.findFirst((q) => q.where({ id: article.id }))?.likes).toBe(article.likes + 6);
  });

  it('saves nothing of a write when another tab saved one of its rows since it read them', async () => {
    const other = await openRowStore(1);
    const topic = { ...db.forumTopic.findMany()[0]!, id: 9001, title: 'Theirs' };
    await other.write([{ table: 'forumTopic', key: '9001', change: 'row', row: topic }]);
    const write = other.write(
      [
        { table: 'forumTopic', key: '9002', change: 'row', row: { ...topic, id: 9002 } },
        { table: 'forumTopic', key: '9001', change: 'row', row: { ...topic, title: 'Ours' } },
      ],
      () => 0,
    );
    await expect(write).rejects.toBeInstanceOf(WriteConflict);
    expect(await other.read('forumTopic', ['9001', '9002'])).toEqual([
      expect.objectContaining({ version: 1, row: expect.objectContaining({ title: 'Theirs' }) }),
      undefined,
    ]);
    other.close();
  });

  it('keeps every valid stored row when one is corrupt, sets the bad one aside and says so', async () => {
    const token = await signInAsExplorer();
    expect((await postTopic(token, 'A topic worth keeping')).status).toBe(201);
    const other = await openRowStore(1);
    const user = db.user.findMany()[0]!;
    await other.write([
      { table: 'user', key: String(user.id), change: 'patch', fields: { email: 42 } },
    ]);
    other.close();
    await startTab();
    expect(db.forumTopic.findMany().map((topic) => topic.title)).toContain('A topic worth keeping');
    expect(db.user.findFirst((q) => q.where({ id: user.id }))?.email).toBe(user.email);
    expect(storageReport().dropped).toEqual([
      { table: 'user', key: String(user.id), reason: expect.stringContaining('email') },
    ]);
    // Set aside, not read again: the next start is clean.
    await startTab();
    expect(storageReport().dropped).toEqual([]);
  });

  it('sets aside a stored member whose tier the contract does not know, and keeps the seeded one', async () => {
    const token = await signInAsExplorer();
    const explorer = await callApi('/auth/user', { token });
    const other = await openRowStore(1);
    const id = String((explorer.body as { data: { id: number } }).data.id);
    await other.write([
      { table: 'user', key: id, change: 'patch', fields: { membership_tier: 'god' } },
    ]);
    other.close();
    await startTab();
    expect(storageReport().dropped).toEqual([
      { table: 'user', key: id, reason: expect.stringContaining('membership_tier') },
    ]);
    const { body } = await callApi('/auth/user', { token });
    expect(body).toMatchObject({ data: { membership_tier: 'free' } });
  });

  it('answers an error and keeps nothing when storage is full, never a silent success', async () => {
    const token = await signInAsExplorer();
    const put = IDBObjectStore.prototype.put;
    // The rows fill the disk; the id counter still has room.
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args
    ) {
      if (this.name === 'rows') throw new DOMException('full', 'QuotaExceededError');
      return put.apply(this, args);
    });
    const { status, body } = await postTopic(token, 'Lost to a full disk');
    expect(status).toBe(507);
    expect(body).toMatchObject({ message: expect.stringContaining('storage is full') });
    expect(db.forumTopic.findMany().map((topic) => topic.title)).not.toContain(
      'Lost to a full disk',
    );
    expect(storageReport().full).toBe(true);
  });

  it('runs in memory, and says so, where storage is blocked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await startTab();
    expect(storageReport().mode).toBe('memory');
    expect(warn).toHaveBeenCalledWith(
      '[mock] Storage is blocked: the demo keeps changes in this tab only.',
      expect.objectContaining({ name: 'SecurityError' }),
    );
    const token = await signInAsExplorer();
    expect((await postTopic(token, 'Kept in this tab')).status).toBe(201);
  });
});
