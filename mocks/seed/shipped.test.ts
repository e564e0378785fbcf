// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../fixedClock';
import { buildWorldHere } from '.';
import { shipWorld } from './ship';
import {
  decodeTable,
  decodeTables,
  LATE_TABLES,
  type LateTable,
  lateFieldsPath,
  latePartOf,
  type LateRows,
  shippedTablePath,
  smallTablesPath,
} from './shipped';
import { LARGE_TABLES, SMALL_TABLES } from './tables';
import { DAY_MS } from './timeline';

describe('the world shipped as data', () => {
  it.each([
    ['the fixed test clock', FIXED_NOW],
    ['a leap day', new Date('2028-02-29T23:59:59.999Z')],
    ['a year back', new Date(FIXED_NOW.getTime() - 365 * DAY_MS)],
  ])('arrives as the world built in place, dated from %s', async (_name, now) => {
    const files = await shipWorld(1);
    const { world: built } = await buildWorldHere({ now, scale: 1 });
    const received = (path: string) => decodeTable(JSON.parse(files.get(path)!), now);
    const smallTables = decodeTables(JSON.parse(files.get(smallTablesPath(1))!), SMALL_TABLES, now);
    for (const table of SMALL_TABLES) expect(smallTables[table]).toEqual(built[table]);
    for (const table of LARGE_TABLES) {
      const lateParts = (LATE_TABLES as string[]).includes(table)
        ? new Set((built[table] as Array<{ id: number }>).map((row) => latePartOf(row.id)))
        : [];
      const late = new Map(
        [...lateParts]
          .flatMap((part) => received(lateFieldsPath(1, table as LateTable, part)) as LateRows)
          .map((row) => [row.id, row]),
      );
      const rows = received(shippedTablePath(1, table)).map((row) => ({
        ...row,
        ...late.get(row.id),
      }));
      expect(rows).toEqual(built[table]);
    }
  });

  it('keeps article bodies out of the first files', async () => {
    const articles = decodeTable(
      JSON.parse((await shipWorld(1)).get(shippedTablePath(1, 'article'))!),
      FIXED_NOW,
    );
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) expect(article).not.toHaveProperty('content');
  });

  it('is the same text on every build, whatever the day', async () => {
    const [first, second] = [await shipWorld(1), await shipWorld(1)];
    expect(second).toEqual(first);
  });

  it('refuses a file that is not a shipped table', () => {
    expect(() => decodeTable({ rows: 'nothing' }, FIXED_NOW)).toThrow();
    expect(() => decodeTable({ dates: { posted: 'week' }, rows: [] }, FIXED_NOW)).toThrow();
  });

  it('ships the small tables in one file, and refuses one that lacks any of them', async () => {
    const files = await shipWorld(1);
    const smallTables = JSON.parse(files.get(smallTablesPath(1))!) as Record<string, unknown>;
    expect(Object.keys(smallTables).toSorted()).toEqual(SMALL_TABLES.toSorted());
    for (const table of SMALL_TABLES) expect(files.has(`mock-world/x1/${table}.json`)).toBe(false);
    const { ad: _missing, ...withoutAds } = smallTables;
    expect(() => decodeTables(withoutAds, SMALL_TABLES, FIXED_NOW)).toThrow();
  });
});
