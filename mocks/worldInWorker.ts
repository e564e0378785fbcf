import type { WorldBuilder } from './seed';
import type { World, WorldTable } from './seed/world';
import type { WorldMessage, WorldRequest } from './seed/worldWorker';

/**
 * Builds the world in a module worker (`seed/worldWorker.ts`) and gathers its rows as they
 * arrive: the page's main thread never parses or runs the seed's code.
 */
export const buildWorldInWorker: WorldBuilder = ({ now, scale }) =>
  new Promise<World>((resolve, reject) => {
    const worker = new Worker(new URL('./seed/worldWorker.ts', import.meta.url), {
      type: 'module',
      name: 'mock-world',
    });
    const world: Partial<Record<WorldTable, unknown[]>> = {};
    worker.onmessage = ({ data }: MessageEvent<WorldMessage>) => {
      if ('table' in data) {
        (world[data.table] ??= []).push(...data.rows);
      } else {
        worker.terminate();
        if ('done' in data) resolve(world as World);
        else reject(new Error(`The mock world could not be built: ${data.error}`));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`The mock world could not be built: ${event.message}`));
    };
    worker.postMessage({ now: now.getTime(), scale } satisfies WorldRequest);
  });
