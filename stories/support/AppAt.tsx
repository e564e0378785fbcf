import { createMemoryHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { createApp } from '@/app/createApp';
import { App } from '@/app/providers';

/** The whole app (real routes, real query options, mock API) opened at `path`. */
export function AppAt({ path }: { path: string }) {
  const [app] = useState(() => createApp(createMemoryHistory({ initialEntries: [path] })));
  return <App queryClient={app.queryClient} router={app.router} />;
}
