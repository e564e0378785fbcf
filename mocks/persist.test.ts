import { describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/lib/clock';
import { callApi, setupMockApi } from '@mocks/testing';
import { FIXED_NOW } from './fixedClock';
import { DAY_MS } from './seed/timeline';
import { db } from './db';
import { PERSIST_KEY, restoreDatabase } from './persist';
import { buildWorldHere } from './seed';

setupMockApi();

const newMember = {
  name: 'Nina Nomad',
  email: 'nina@ginger.example',
  password: 'Sunrise2026!',
  password_confirmation: 'Sunrise2026!',
  terms: true,
};

describe('persistence of what users create', () => {
  it('keeps a registered account and its session across a reload', async () => {
    const { body } = await callApi('/auth/register', {
      method: 'POST',
      body: JSON.stringify(newMember),
    });
    const { token } = body as { token: string };
    await restoreDatabase(buildWorldHere);
    const me = await callApi('/auth/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      data: { email: 'nina@ginger.example', membership_tier: 'free' },
    });
  });

  it('keeps likes across a reload', async () => {
    const slug = db.article.findMany()[0]!.slug;
    const { body } = await callApi(`/content/${slug}/like`, { method: 'POST' });
    await restoreDatabase(buildWorldHere);
    expect(db.article.findFirst((q) => q.where({ slug }))?.likes).toBe(
      (body as { likes: number }).likes,
    );
  });

  it('brings a world saved months ago back current, keeping what members wrote at its time', async () => {
    const token = (
      (
        await callApi('/auth/login', {
          method: 'POST',
          body: JSON.stringify({ email: 'explorer@ginger.example', password: 'Explorer123!' }),
        })
      ).body as { token: string }
    ).token;
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
    const later = new Date(FIXED_NOW.getTime() + 120 * DAY_MS);
    pinClock(later, { frozen: true });
    await restoreDatabase(buildWorldHere);
    const reopened = db.forumTopic.findFirst((q) => q.where({ id: topic.id }))!;
    expect(Date.parse(reopened.created) - Date.parse(seededCreated)).toBe(120 * DAY_MS);
    const kept = db.forumReply.findFirst((q) => q.where({ id: written.id }))!;
    expect(kept.created).toBe(written.created);
  });

  it('falls back to the seed when the stored data is corrupt, and forgets it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(PERSIST_KEY, '{"users": [{"id": "not-a-number"');
    await expect(restoreDatabase(buildWorldHere)).resolves.toBeUndefined();
    expect(db.user.count()).toBe(3);
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('still answers when storage is full', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { status } = await callApi('/auth/register', {
      method: 'POST',
      body: JSON.stringify(newMember),
    });
    expect(status).toBe(201);
  });
});
