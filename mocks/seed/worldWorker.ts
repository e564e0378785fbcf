/// <reference lib="webworker" />
/**
 * The browser mock builds its world here, off the page's main thread: faker, the text writers
 * and the seed load and run in this worker. The rows go back a few at a time, so taking them in
 * never blocks the page for long.
 */
import { buildWorld, type WorldTable } from './world';

export type WorldRequest = { now: number; scale: number };
export type WorldMessage =
  { table: WorldTable; rows: unknown[] } | { done: true } | { error: string };

/** Rows per message: each arrives as its own small task on the page. */
const ROWS_PER_MESSAGE = 25;

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async ({ data }: MessageEvent<WorldRequest>) => {
  try {
    const world = await buildWorld({ now: new Date(data.now), scale: data.scale });
    for (const table of Object.keys(world) as WorldTable[]) {
      const rows: unknown[] = world[table];
      for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE)
        scope.postMessage({
          table,
          rows: rows.slice(start, start + ROWS_PER_MESSAGE),
        } satisfies WorldMessage);
    }
    scope.postMessage({ done: true } satisfies WorldMessage);
  } catch (error) {
    scope.postMessage({ error: String(error) } satisfies WorldMessage);
  }
};
