// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { startSeededSession } from '../sessions';
import { callApi, setupMockApi } from '../testing';

setupMockApi();

const KEY = '0f6c2a9e8b7d4c3a';

async function postTopic(token: string, title: string, key?: string) {
  return callApi('/forums/topics', {
    method: 'POST',
    token,
    headers: key ? { 'Idempotency-Key': key } : {},
    body: JSON.stringify({
      title,
      category: 'travel',
      tags: [],
      content: 'Is the morning ferry from Krabi still running in the low season?',
    }),
  });
}

const topicsTitled = (title: string) =>
  db.forumTopic.findMany().filter((topic) => topic.title === title).length;

describe('a submission sent with an Idempotency-Key', () => {
  it('creates one topic however often it arrives, and every copy gets the first answer', async () => {
    const token = await startSeededSession('free');
    const answers = await Promise.all([
      postTopic(token, 'Ferry to Koh Lanta', KEY),
      postTopic(token, 'Ferry to Koh Lanta', KEY),
      postTopic(token, 'Ferry to Koh Lanta', KEY),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map(({ body }) => JSON.stringify(body))).size).toBe(1);
    expect(topicsTitled('Ferry to Koh Lanta')).toBe(1);
  });

  it('creates one topic per key, and one per request without a key', async () => {
    const token = await startSeededSession('free');
    await postTopic(token, 'Ferry to Koh Lanta', KEY);
    await postTopic(token, 'Ferry to Koh Lanta', `${KEY}-2`);
    await postTopic(token, 'Ferry to Koh Lanta');
    await postTopic(token, 'Ferry to Koh Lanta');
    expect(topicsTitled('Ferry to Koh Lanta')).toBe(4);
  });

  it('forgets a refusal, so the corrected submission goes through with the same key', async () => {
    const token = await startSeededSession('free');
    expect((await postTopic(token, 'Hi', KEY)).status).toBe(422);
    expect((await postTopic(token, 'Ferry to Koh Lanta', KEY)).status).toBe(201);
    expect(topicsTitled('Ferry to Koh Lanta')).toBe(1);
  });

  it("keeps one member's keys apart from another's", async () => {
    await postTopic(await startSeededSession('free'), 'Ferry to Koh Lanta', KEY);
    await postTopic(await startSeededSession('premium'), 'Ferry to Koh Lanta', KEY);
    expect(topicsTitled('Ferry to Koh Lanta')).toBe(2);
  });

  it('refuses the same key with another body, saying why, and creates nothing more', async () => {
    const token = await startSeededSession('free');
    expect((await postTopic(token, 'Ferry to Koh Lanta', KEY)).status).toBe(201);
    const reused = await postTopic(token, 'Night bus to Pai', KEY);
    expect(reused).toMatchObject({
      status: 422,
      body: { errors: { 'Idempotency-Key': [expect.stringContaining('already used')] } },
    });
    expect(topicsTitled('Night bus to Pai')).toBe(0);
  });

  it('refuses a key too short to be unique', async () => {
    const answer = await postTopic(await startSeededSession('free'), 'Ferry to Koh Lanta', 'abc');
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { 'Idempotency-Key': [expect.stringContaining('16 and 64')] } },
    });
  });
});
