/** How long the mock database takes to seed (median of several runs), reported by `npm run perf`. */
import { seedDatabase } from '../mocks/seed';

const RUNS = 7;
const timings: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  await seedDatabase();
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
console.warn(
  `Mock seed: median ${timings[Math.floor(RUNS / 2)]!.toFixed(0)} ms over ${RUNS} runs (fastest ${timings[0]!.toFixed(0)} ms)`,
);
