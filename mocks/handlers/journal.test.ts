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
});
