// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { FIXED_NOW } from '../fixedClock';
import { db, type TableName } from '../db';
import { buildWorldHere, clearDatabase, seedDatabase, whenLateFieldsLoaded } from '.';
import type { WorldBuilder } from './fill';
import type { LateTable } from './shipped';
import { reseedFrom } from './reseed';
import { DAY_MS } from './timeline';

const TABLES = Object.keys(db) as TableName[];

/** Every table's rows, as the handlers read them. */
const contents = () =>
  Object.fromEntries(
    // Untyped: a union over every table is too large for the compiler.
    TABLES.map((table) => [
      table,
      structuredClone((db[table] as unknown as { findMany(): unknown[] }).findMany()),
    ]),
  );

async function freshSeed(now = FIXED_NOW) {
  await seedDatabase({ now });
  return contents();
}

describe('reseeding before each test', () => {
  it('undoes what a test created, changed and deleted, as a fresh seed would', async () => {
    const fresh = await freshSeed();
    await reseedFrom(buildWorldHere, { now: FIXED_NOW });
    const [user] = db.user.findMany();
    await db.user.update((q) => q.where({ id: user!.id }), {
      data(row) {
        row.name = 'Renamed in a test';
      },
    });
    await db.session.create({ token: 'a-test-session', user_id: user!.id, created_at: '' });
    await db.favorite.delete((q) => q.where({ id: db.favorite.findMany()[0]!.id }));
    db.forumReply.clear();

    await reseedFrom(buildWorldHere, { now: FIXED_NOW });

    expect(contents()).toEqual(fresh);
  });

  it('fills every table again after another seed emptied them', async () => {
    const fresh = await freshSeed();
    await reseedFrom(buildWorldHere, { now: FIXED_NOW });
    clearDatabase();

    await reseedFrom(buildWorldHere, { now: FIXED_NOW });

    expect(contents()).toEqual(fresh);
  });

  it('builds the world of a new instant when the clock has moved', async () => {
    await reseedFrom(buildWorldHere, { now: FIXED_NOW });
    const nextDay = new Date(FIXED_NOW.getTime() + DAY_MS);

    await reseedFrom(buildWorldHere, { now: nextDay });
    const reseeded = contents();

    expect(reseeded).toEqual(await freshSeed(nextDay));
    expect(reseeded).not.toEqual(await freshSeed(FIXED_NOW));
  });

  it("fetches a table's late fields again only after that table was refilled", async () => {
    const fetchLateFields = vi.fn(async (_table: LateTable, _part: number) => []);
    const build: WorldBuilder = async (options) => ({
      ...(await buildWorldHere(options)),
      loadLateFields: fetchLateFields,
    });
    await reseedFrom(build, { now: FIXED_NOW });
    await whenLateFieldsLoaded('article', 'job');
    const firstLoads = fetchLateFields.mock.calls.length;
    expect(new Set(fetchLateFields.mock.calls.map(([table]) => table))).toEqual(
      new Set(['article', 'job']),
    );

    const [user] = db.user.findMany();
    await db.session.create({ token: 'a-test-session', user_id: user!.id, created_at: '' });
    await reseedFrom(build, { now: FIXED_NOW });
    await whenLateFieldsLoaded('article', 'job');
    expect(fetchLateFields).toHaveBeenCalledTimes(firstLoads);

    const [article] = db.article.findMany();
    await db.article.update((q) => q.where({ id: article!.id }), {
      data(row) {
        row.content = 'Rewritten in a test.';
      },
    });
    await reseedFrom(build, { now: FIXED_NOW });
    await whenLateFieldsLoaded('article', 'job');
    const loadsAgain = fetchLateFields.mock.calls.slice(firstLoads).map(([table]) => table);
    expect(loadsAgain.length).toBeGreaterThan(0);
    expect(new Set(loadsAgain)).toEqual(new Set(['article']));
  });
});
