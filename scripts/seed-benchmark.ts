/**
 * `npm run seed:bench`: how long building the mock world takes in Node at 1× and 10× (median of
 * several runs), how many rows it holds and how many bytes of JSON its tables are: what a browser
 * would receive if the world were shipped as data.
 */
import { db } from '../mocks/db';
import { seedDatabase } from '../mocks/seed';

const RUNS = 5;
const TABLES = ['location', 'job', 'article', 'forumTopic', 'forumReply', 'datingProfile'] as const;

async function measure(scale: number) {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await seedDatabase({ scale });
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const tables = TABLES.map((name) => {
    const rows = db[name].getAll();
    return { name, rows: rows.length, bytes: Buffer.byteLength(JSON.stringify(rows)) };
  });
  return { scale, median: timings[Math.floor(RUNS / 2)]!, fastest: timings[0]!, tables };
}

for (const scale of [1, 10]) {
  const result = await measure(scale);
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = result.tables.reduce((sum, table) => sum + table.bytes, 0);
  console.log(
    `Mock world ${scale}×: median ${result.median.toFixed(0)} ms over ${RUNS} runs (fastest ${result.fastest.toFixed(0)} ms), ${rows} rows, ${(bytes / 1024).toFixed(0)} kB of JSON`,
  );
  for (const table of result.tables)
    console.log(
      `  ${table.name.padEnd(14)} ${String(table.rows).padStart(6)} rows ${(table.bytes / 1024).toFixed(0).padStart(6)} kB`,
    );
}
