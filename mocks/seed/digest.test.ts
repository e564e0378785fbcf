// @vitest-environment node
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { db } from '../db';
import { FIXED_NOW } from '../fixedClock';
import { seedDatabase, WORLD_TABLES } from '.';

/**
 * The whole world for the fixed seed and clock, pinned: any change to the seed shows here, so a
 * reviewer sees which tables it touched. After a deliberate change, update the snapshot
 * (`npx vitest run mocks/seed/digest.test.ts -u`) in the same commit.
 */
it('builds the same world for the same seed and clock', async () => {
  await seedDatabase({ now: FIXED_NOW });
  const digest = Object.fromEntries(
    WORLD_TABLES.map((table) => {
      const collection: { findMany(): unknown[] } = db[table];
      const rows = collection.findMany();
      const hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
      return [table, `${rows.length} rows, sha256 ${hash}`];
    }),
  );
  expect(digest).toMatchSnapshot();
});
