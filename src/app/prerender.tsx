import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { createApp } from './createApp';
import { loadsData } from './loadsData';
import { App } from './providers';

/** What a page's frame is made of: its head tags and the markup of `#root`. */
export type RenderedFrame = {
  /** The route that rendered (a redirect or the not-found route shows in it). */
  routeId: string;
  head: string;
  body: string;
};

/** Head tags React hoists to the start of a rendered tree (title, meta, link). */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * Renders `url` as the page looks before its data arrives (the API is not called: requests
 * made at build time never settle), for build-time HTML. Lazy parts are awaited, so the markup
 * is what the browser hydrates.
 */
export async function renderFrame(url: string): Promise<RenderedFrame> {
  const { queryClient, router } = createApp(createMemoryHistory({ initialEntries: [url] }));
  // Its script is inline, which the page's policy refuses; the browser restores scroll itself.
  router.update({ ...router.options, scrollRestoration: () => false });
  await router.load();
  const app = <App queryClient={queryClient} router={router} />;
  // The first pass loads every lazy part; the second renders them in place, so the markup has
  // no streaming instructions (inline scripts, which the page's policy refuses).
  // Boundaries are never sent apart (which a large page does by default): all is in place.
  const options = { progressiveChunkSize: Number.POSITIVE_INFINITY };
  await text((await prerenderToNodeStream(app, options)).prelude);
  const html = await text((await prerenderToNodeStream(app, options)).prelude);
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return {
    routeId: router.state.matches.at(-1)?.routeId ?? '',
    head,
    body: html.slice(head.length),
  };
}

/**
 * Every page route of the app, by id and path pattern (`/jobs/$id`), and whether it loads data; a
 * layout (the root, `_member`) is no page of its own.
 */
export function pageRoutes(): Array<{ id: string; path: string; loadsData: boolean }> {
  const { router } = createApp(createMemoryHistory());
  const routes: AnyRoute[] = Object.values(router.routesById);
  const layouts = new Set(routes.map((route) => route.parentRoute?.id));
  return routes
    .filter((route) => !layouts.has(route.id))
    .map((route) => ({
      id: route.id,
      path: route.fullPath,
      loadsData: loadsData(withParents(route)),
    }));
}

/** A route and the routes above it, as the router matches them for its page. */
function withParents(route: AnyRoute): AnyRoute[] {
  return route.parentRoute ? [...withParents(route.parentRoute), route] : [route];
}
