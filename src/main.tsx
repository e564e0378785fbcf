import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setBackendStarter, whenBackendReady } from '@/api/clientState';
import { App } from '@/app/providers';
import { isQaSession } from '../mocks/scenarios/session';
import { createApp } from '@/app/createApp';
import '@/styles/global.css';

/** Resolves once the browser has painted what is on screen now. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Mock mode: the in-browser API loads with the first request; requests wait for it, paint does not.
// The literal env check lets the bundler drop the mock entirely from real-backend builds.
if (!import.meta.env.VITE_API_BASE_URL) {
  // Read before the router starts: `?mock=` QA scenarios (docs/QA.md) are applied by the mock.
  const search = location.search;
  setBackendStarter(async () => {
    await afterNextPaint();
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker(search);
  });
  // In a QA session the mock starts at once, so its panel shows on pages without data too.
  if (isQaSession(search)) void whenBackendReady();
}

// Every data page needs the API client and the shared UI beside it (the 'common' chunk, see
// vite.config.ts): fetch them together with the route's own chunk rather than after it.
import('@/api/client').catch(() => undefined);

const { queryClient, router } = createApp();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
