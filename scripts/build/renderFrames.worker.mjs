/**
 * Renders every page route of the built SSR entry (`src/app/prerender.tsx`) twice, with two sets
 * of param values, and posts the frames back (scripts/build/prerender.ts), each with the API requests
 * its first render sent. It runs in a worker thread so the app's pending requests and timers end
 * with it. No API at build time: requests wait forever and pages show their loading frame.
 */
import { parentPort, workerData } from 'node:worker_threads';

// Mock mode's API is `/api` on the page's own origin: with a stand-in origin its requests are
// made, and recorded, as the browser would send them (a real backend's address is absolute).
globalThis.location = new URL('http://prerender.invalid/');

let sent = [];
globalThis.fetch = (input, init) => {
  const request = new Request(input, init);
  if (request.method === 'GET') sent.push(request.url);
  return new Promise(() => undefined);
};

/**
 * '/jobs/$id' → '/jobs/1' or '/jobs/2'; another param its name and 'a' or 'b'
 * ('/locations/country-a/slug-a'), so a request tells which params it holds.
 */
function fill(pattern, variant) {
  return pattern.replace(/\$(\w+)/g, (_, name) =>
    name === 'id' ? String(variant + 1) : `${name}-${'ab'[variant]}`,
  );
}

const { pageRoutes, renderFrame } = await import(workerData.entry);

/** The frame of `url`, and the GET requests sent while it rendered. */
async function frameOf(url) {
  sent = [];
  const frame = await renderFrame(url);
  return { ...frame, url, requests: sent };
}

const routes = [];
for (const route of pageRoutes()) {
  if (route.id === '/$') continue;
  const path = route.path === '/' ? '/' : route.path.replace(/\/$/, '');
  routes.push({
    id: route.id,
    path,
    loadsData: route.loadsData,
    frames: [await frameOf(fill(path, 0)), await frameOf(fill(path, 1))],
  });
}
parentPort.postMessage(routes);
