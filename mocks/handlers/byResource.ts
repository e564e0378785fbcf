import { getResponse, http, type HttpHandler } from 'msw';
import { answerWithTables } from '../largeTables.ts';
import { API } from './http.ts';
import { largeTablesReadBy, resourceOf } from './largeTablesRead.ts';

/**
 * The handlers as one handler that hands each request to its resource's handlers only (a job
 * request tries the four job handlers), once the large tables they read are in. msw tries
 * handlers in turn and reads the cookies on every try: over all of them, milliseconds of the
 * page's main thread per request.
 */
export function byResource(handlers: readonly HttpHandler[]): HttpHandler {
  const groups = new Map<string, HttpHandler[]>();
  for (const handler of handlers) {
    const resource = resourceOf(String(handler.info.path));
    groups.set(resource, [...(groups.get(resource) ?? []), handler]);
  }
  return http.all(`${API}/*`, ({ request }) => {
    const { pathname } = new URL(request.url);
    const group = groups.get(resourceOf(pathname));
    const tables = largeTablesReadBy(request.method, pathname);
    return group && answerWithTables(tables, () => getResponse(group, request));
  });
}
