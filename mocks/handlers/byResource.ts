import { getResponse, http, type HttpHandler } from 'msw';
import { API } from './http.ts';

/** The resource a path names: 'jobs' for `/api/jobs/12` and for the handler path `*\/api/jobs/:id`. */
function resourceOf(path: string): string {
  return /\/api\/([^/?]+)/.exec(path)?.[1] ?? '';
}

/**
 * The handlers as one handler that hands each request to its resource's handlers only (a job
 * request tries the four job handlers). msw tries handlers in turn and reads the cookies on every
 * try: over all of them, milliseconds of the page's main thread per request.
 */
export function byResource(handlers: readonly HttpHandler[]): HttpHandler {
  const groups = new Map<string, HttpHandler[]>();
  for (const handler of handlers) {
    const resource = resourceOf(String(handler.info.path));
    groups.set(resource, [...(groups.get(resource) ?? []), handler]);
  }
  return http.all(`${API}/*`, ({ request }) => {
    const group = groups.get(resourceOf(new URL(request.url).pathname));
    return group && getResponse(group, request);
  });
}
