import { fileURLToPath, URL } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { isShippedScale, SHIPPED_SCALES, SHIPPED_WORLD_DIR } from '../../mocks/seed/shipped.ts';
import type { shipWorld as ShipWorld } from '../../mocks/seed/ship.ts';

const SHIP_MODULE = fileURLToPath(new URL('../../mocks/seed/ship.ts', import.meta.url));

/** Runs the seed (faker and the writers) here in Node, through Vite's own TypeScript loader. */
async function shipWorld(scale: number): Promise<Map<string, string>> {
  const { module } = await runnerImport<{ shipWorld: typeof ShipWorld }>(SHIP_MODULE, {
    configFile: false,
    logLevel: 'silent',
  });
  return module.shipWorld(scale);
}

/** The folders of the worlds larger than a visit's (the QA panel's Rows). */
export const QA_WORLD_DIRS = SHIPPED_SCALES.filter((scale) => scale > 1).map(
  (scale) => `${SHIPPED_WORLD_DIR}/x${scale}`,
);

/** A world file's path: its scale, then any of that scale's files (the map decides which exist). */
const WORLD_FILE = new RegExp(`^/${SHIPPED_WORLD_DIR}/x(\\d+)/`);

/**
 * Mock mode's static files: the world as data, built in Node and served by the dev server
 * (Storybook's too) or written into the build under `mock-world/x<scale>/`
 * (`mocks/seed/ship.ts` names the files); the browser never runs the seed
 * (`mocks/shippedWorld.ts`). A real-backend build gets none of them.
 */
export function mockAssets(apiBaseUrl: string | undefined): Plugin {
  const built = new Map<number, Promise<Map<string, string>>>();
  const worldFiles = (scale: number) => {
    if (!built.has(scale)) built.set(scale, shipWorld(scale));
    return built.get(scale)!;
  };
  return {
    name: 'ginger-mock-assets',
    apply: () => !apiBaseUrl,
    configureServer(server) {
      // A dev server that listens builds the everyday world at once: the first page needs it.
      server.httpServer?.once('listening', () => void worldFiles(1));
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const match = WORLD_FILE.exec(path);
        if (!match) return next();
        const scale = Number(match[1]);
        const files = isShippedScale(scale) ? worldFiles(scale) : Promise.resolve(new Map());
        files
          .then((built) => {
            const json = built.get(path.slice(1));
            response.statusCode = json === undefined ? 404 : 200;
            response.setHeader('Content-Type', 'application/json');
            response.end(json ?? JSON.stringify({ message: 'No such file of the mock world.' }));
          })
          .catch(next);
      });
    },
    async generateBundle() {
      for (const scale of SHIPPED_SCALES)
        for (const [fileName, source] of await worldFiles(scale))
          this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
