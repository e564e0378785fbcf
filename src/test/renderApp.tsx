import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app/providers';
import { createApp } from '@/app/createApp';

/** Renders the real route tree at `path` with memory history and a fresh query cache (retries without waiting). */
export function renderApp(path = '/') {
  const { queryClient, router } = createApp(createMemoryHistory({ initialEntries: [path] }), {
    retryDelayMs: 0,
  });
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient };
}
