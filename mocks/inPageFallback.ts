import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { getResponse, RequestHandler } from 'msw';
import { worker } from './browserWorker';

/**
 * Where the browser refuses the service worker (all site data blocked), the page's own `fetch`
 * calls are answered by the same handlers, overrides and scenario in the page, as msw itself
 * does in browsers without service workers ("fallback mode"). The calls then show in DevTools'
 * Network panel no more.
 */
export function answerInPage(): void {
  const interceptor = new FetchInterceptor();
  interceptor.on('request', async ({ request, controller }) => {
    const handlers = worker
      .listHandlers()
      .filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
    const response = await getResponse(handlers, request);
    // `passthrough()` (every request not to the API) answers with this header: the network has it.
    if (response && response.headers.get('x-msw-intention') !== 'passthrough')
      controller.respondWith(response);
  });
  interceptor.apply();
}
