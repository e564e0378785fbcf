import { createMemoryHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { createApp } from '@/app/createApp';
import { App } from '@/app/providers';

/** The whole app (real routes, real query options, mock API) opened at `path`; failed requests retry at once, so error states show without a wait. */
export function AppAt({ path }: { path: string }) {
  const [app] = useState(() =>
    createApp(createMemoryHistory({ initialEntries: [path] }), { retryDelayMs: 0 }),
  );
  return <App queryClient={app.queryClient} router={app.router} />;
}
