import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/providers';
import { createApp } from '@/app/createApp';
import { runInBrowserMock } from '@/app/inBrowserMock';
import '@/styles/global.css';

// Every data page needs the API client and the shared UI beside it (the 'common' chunk, see
// scripts/chunkGroups.ts): fetch them together with the route's own chunk rather than after it.
import('@/api/client').catch(() => undefined);

const { queryClient, router } = createApp();
// The literal env check lets the bundler drop the mock entirely from real-backend builds.
if (!import.meta.env.VITE_API_BASE_URL) runInBrowserMock(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
