// @vitest-environment node
import { expect, it } from 'vitest';
import { db } from './db';

it('keeps each tab’s mock database to itself: writes are not broadcast to other tabs', async () => {
  const otherTab = new BroadcastChannel('mswjs/data/sync');
  const received: unknown[] = [];
  otherTab.addEventListener('message', (event) => received.push(event.data));

  db.session.create({ token: 'tab-a', user_id: 1, created_at: '2026-11-01T09:00:00.000Z' });
  db.session.delete({ where: { token: { equals: 'tab-a' } } });
  await new Promise((resolve) => setTimeout(resolve, 50));

  otherTab.close();
  expect(received).toEqual([]);
});
