/**
 * `npm run seed:bench`: how long building the mock world takes in Node at 1× and 10× (median of
 * several runs), how many rows it holds, and the files the browser receives for it
 * (`mocks/seed/ship.ts`): bytes as JSON and gzip, the first files and the late ones apart.
 */
import { gzipSync } from 'node:zlib';
import { seedDatabase } from '../../mocks/seed';
import { shipWorld } from '../../mocks/seed/ship';

const RUNS = 5;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

async function medianSeedTime(scale: number) {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    // A new clock each run, so the last world built is not reused.
    await seedDatabase({ scale, now: new Date(Date.now() + run) });
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return { median: timings[Math.floor(RUNS / 2)]!, fastest: timings[0]! };
}

type ShippedTable = { rows: unknown[] };

/** The rows of a shipped file: one table's, or those of each table the small tables' file holds. */
function rowCount(body: ShippedTable | Record<string, ShippedTable>): number {
  if (Array.isArray(body.rows)) return body.rows.length;
  return Object.values(body as Record<string, ShippedTable>).reduce(
    (total, table) => total + table.rows.length,
    0,
  );
}

/** `job.late.3.json`: a file of a table's late fields (`lateFieldsPath`). */
const isLateFile = (path: string) => /\.late\.\d+\.json$/.test(path);

for (const scale of [1, 10]) {
  const { median, fastest } = await medianSeedTime(scale);
  console.log(
    `Mock world ${scale}×: built and seeded in a median ${median.toFixed(0)} ms over ${RUNS} runs (fastest ${fastest.toFixed(0)} ms)`,
  );
  const files = [...(await shipWorld(scale))].map(([path, json]) => ({
    path,
    rows: rowCount(JSON.parse(json)),
    bytes: Buffer.byteLength(json),
    gzip: gzipSync(json).length,
  }));
  for (const late of [false, true]) {
    const group = files.filter((file) => isLateFile(file.path) === late);
    const sum = (key: 'bytes' | 'gzip') => group.reduce((total, file) => total + file[key], 0);
    console.log(
      `  ${late ? 'late files (article bodies, job descriptions, location guides)' : 'first files'}: ${kB(sum('bytes'))} JSON, ${kB(sum('gzip'))} gzip`,
    );
    for (const file of group)
      console.log(
        `    ${file.path.padEnd(36)} ${String(file.rows).padStart(6)} rows ${kB(file.bytes).padStart(8)} ${kB(file.gzip).padStart(8)} gzip`,
      );
  }
}
