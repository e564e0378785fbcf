import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setBackendReady } from '@/api/clientState';
import { App } from '@/app/providers';
import { createApp } from '@/app/createApp';
import '@/styles/global.css';

// Mock mode: start the in-browser API beside the first render; requests wait for it, paint does not.
// The literal env check lets the bundler drop the mock entirely from real-backend builds.
if (!import.meta.env.VITE_API_BASE_URL) {
  // Read before the router starts: `?mock=` QA scenarios (docs/QA.md) are applied by the mock.
  const search = location.search;
  setBackendReady(
    import('../mocks/browser').then(({ startMockWorker }) => startMockWorker(search)),
  );
}

const { queryClient, router } = createApp();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
