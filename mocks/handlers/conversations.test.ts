// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationResponse, ConversationsResponse } from '@/api/generated';
import { pinClock } from '@/lib/clock';
import { FIXED_NOW } from '../fixedClock';
import { db } from '../db';
import { callApi, setupMockApi } from '../testing';
import { startSeededSession } from '../sessions';

setupMockApi();
afterEach(() => pinClock(FIXED_NOW, { frozen: true }));

async function inboxOf(token: string) {
  const { body } = await callApi('/dating/conversations', { token });
  return body as ConversationsResponse;
}

async function conversation(token: string, profileId: number) {
  const { body } = await callApi(`/dating/conversations/${profileId}`, { token });
  return (body as ConversationResponse).data;
}

const send = (token: string, profileId: number, message: string) =>
  callApi(`/dating/profiles/${profileId}/messages`, {
    method: 'POST',
    token,
    body: JSON.stringify({ message }),
  });

const later = (ms: number) => pinClock(new Date(FIXED_NOW.getTime() + ms), { frozen: true });

describe('the dating inbox', () => {
  it('lists conversations, latest first, with their unread answers', async () => {
    const inbox = await inboxOf(await startSeededSession('premium'));
    const nameOf = (id: number) => db.datingProfile.findFirst((q) => q.where({ id }))!.name;
    expect(inbox.data.map((item) => [item.profile.name, item.unread])).toEqual([
      [nameOf(10), 1],
      [nameOf(9), 1],
    ]);
    expect(inbox.meta.unread).toBe(2);
    expect(inbox.data[1]!.last_message).toMatchObject({ from: 'them' });
  });

  it('marks a conversation read once it is opened', async () => {
    const token = await startSeededSession('premium');
    const { messages } = await conversation(token, 9);
    expect(messages.map((message) => message.from)).toEqual(['me', 'them', 'me', 'them']);
    expect((await inboxOf(token)).meta.unread).toBe(1);
  });

  it('keeps a sent message, and the profile answers a little later by the clock', async () => {
    const token = await startSeededSession('free');
    expect(
      (await send(token, 4, 'Hi Hannah, which beach in Da Nang is the quietest?')).status,
    ).toBe(201);
    const now = await conversation(token, 4);
    expect(now.messages.map((message) => message.from)).toEqual(['me']);
    later(60_000);
    const [first] = (await inboxOf(token)).data;
    expect(first).toMatchObject({ profile: { id: 4 }, unread: 1, last_message: { from: 'them' } });
    expect(first!.last_message.text).toMatch(/Emma|Da Nang/);
  });

  it('blocks a profile: out of the inbox, and no more messages to it', async () => {
    const token = await startSeededSession('premium');
    expect((await callApi('/dating/profiles/9/block', { method: 'POST', token })).status).toBe(204);
    expect((await inboxOf(token)).data.map((item) => item.profile.id)).toEqual([10]);
    expect((await send(token, 9, 'Still there?')).status).toBe(403);
    expect((await conversation(token, 9)).blocked).toBe(true);
  });
});
