/**
 * Renders every page route of the built SSR entry (`src/app/prerender.tsx`) twice, with two sets
 * of param values, and posts the frames back (scripts/prerender.ts). It runs in a worker thread so
 * the app's pending requests and timers end with it. No API at build time: requests wait forever
 * and pages show their loading frame.
 */
import { parentPort, workerData } from 'node:worker_threads';

globalThis.fetch = () => new Promise(() => undefined);

/** '/jobs/$id' → '/jobs/1' or '/jobs/2'; other params 'frame-a' or 'frame-b'. */
function fill(pattern, variant) {
  return pattern.replace(/\$(\w+)/g, (_, name) =>
    name === 'id' ? String(variant + 1) : `frame-${'ab'[variant]}`,
  );
}

const { pageRoutes, renderFrame } = await import(workerData.entry);
const routes = [];
for (const route of pageRoutes()) {
  if (route.id === '__root__' || route.id === '/$') continue;
  const path = route.path === '/' ? '/' : route.path.replace(/\/$/, '');
  routes.push({
    id: route.id,
    path,
    frames: [await renderFrame(fill(path, 0)), await renderFrame(fill(path, 1))],
  });
}
parentPort.postMessage(routes);
