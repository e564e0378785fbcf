import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openRowStore } from '../../storage/rowStore';
import { replaceSavedRows, rowsOfRecords, savedRows } from './savedRows';

describe('the rows a scenario carries', () => {
  it('are the stored differences from the seed, without versions or sessions, in a stable order', () => {
    const stored = [
      { table: 'forumReply', key: '1001', change: 'row', row: { id: 1001 }, version: 1 },
      { table: 'session', key: 'tok', change: 'row', row: { token: 'tok' }, version: 1 },
      { table: 'forumTopic', key: '12', change: 'patch', fields: { replies_count: 3 }, version: 2 },
      { table: 'forumTopic', key: '5', change: 'patch', fields: { replies_count: 9 }, version: 4 },
      { table: 'favorite', key: '2', change: 'deleted', version: 1 },
    ];
    expect(rowsOfRecords(stored)).toEqual([
      { table: 'favorite', key: '2', change: 'deleted' },
      { table: 'forumReply', key: '1001', change: 'row', row: { id: 1001 } },
      { table: 'forumTopic', key: '5', change: 'patch', fields: { replies_count: 9 } },
      { table: 'forumTopic', key: '12', change: 'patch', fields: { replies_count: 3 } },
    ]);
  });

  it('replace what this browser kept for the world, and read back as they were put', async () => {
    const store = await openRowStore(10);
    await store.write([{ table: 'favorite', key: '7', change: 'deleted' }]);
    store.close();
    const rows = [
      { table: 'forumTopic', key: '5', change: 'patch', fields: { replies_count: 9 } },
    ] as const;
    await replaceSavedRows(10, rows);
    expect(await savedRows(10)).toEqual(rows);
    await replaceSavedRows(10, []);
    expect(await savedRows(10)).toEqual([]);
  });
});
