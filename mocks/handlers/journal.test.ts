// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startSeededSession } from '@mocks/sessions';
import { callApi, setupMockApi } from '@mocks/testing';

setupMockApi();

describe('POST /journal/entries', () => {
  const writeEntry = async (visited_on: string) =>
    callApi('/journal/entries', {
      method: 'POST',
      token: await startSeededSession('premium'),
      body: JSON.stringify({ title: 'Night market', visited_on, notes: 'Mango sticky rice.' }),
    });

  it('keeps a visit on a leap day', async () => {
    const { status, body } = await writeEntry('2024-02-29');
    expect(status).toBe(201);
    expect(body).toMatchObject({ data: { visited_on: '2024-02-29' } });
  });

  it.each(['2025-02-29', '2026-02-31', '2026-04-31'])(
    'refuses %s, a day the calendar does not have',
    async (day) => {
      const { status, body } = await writeEntry(day);
      expect(status).toBe(422);
      expect(body).toMatchObject({
        errors: { visited_on: ['The visited on field must be a valid date.'] },
      });
    },
  );

  it('keeps a photo sent as a data URL and refuses one of another kind', async () => {
    const token = await startSeededSession('premium');
    const write = (photo: string) =>
      callApi('/journal/entries', {
        method: 'POST',
        token,
        body: JSON.stringify({
          title: 'Ferry',
          visited_on: '2026-05-02',
          notes: 'Calm sea.',
          photo,
        }),
      });
    const kept = await write('data:image/jpeg;base64,/9j/4AAQ');
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({ data: { photo: 'data:image/jpeg;base64,/9j/4AAQ' } });
    expect((await write('data:image/gif;base64,R0lGOD')).status).toBe(422);
  });
});
