import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

/** Renders the real route tree at `path` with memory history and a fresh query cache. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient };
}
