import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/providers';
import { createApp } from '@/app/createApp';
import { runInBrowserMock } from '@/app/inBrowserMock';
import { holdAnswersUntilHydrated } from '@/api/clientState';
import { keepTypedBeforeRender } from '@/ui/earlyInput';
import '@/styles/global.css';

// Every data page needs the API client and the shared UI beside it (the 'common' chunk, see
// scripts/chunkGroups.ts): fetch them together with the route's own chunk rather than after it.
import('@/api/client').catch(() => undefined);

// The page's requests may leave from here on: `public/params-preload.js` adds no preload after it.
document.documentElement.dataset.appStarted = '';
const { queryClient, router } = createApp();
// The literal env check lets the bundler drop the mock entirely from real-backend builds.
if (!import.meta.env.VITE_API_BASE_URL) runInBrowserMock(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The app, telling `onMounted` when its first render is on screen. */
const app = (onMounted?: () => void) => (
  <StrictMode>
    <App queryClient={queryClient} router={router} onMounted={onMounted} />
  </StrictMode>
);

/**
 * A page built with its HTML (scripts/prerender.ts names the route in `data-frame`) is hydrated
 * once its route is loaded, in a transition so the work is split into short tasks; any other
 * (a member page, a filtered list, the dev server) renders from scratch.
 */
async function start(frame: string | undefined) {
  if (frame && !location.search) {
    const releaseAnswers = holdAnswersUntilHydrated();
    await router.load();
    const page = router.state.matches.at(-1);
    // A param the route can't read (`/jobs/abc`) shows its not-found state, not the frame.
    const paramsRead = Object.values(page?.params ?? {}).every((value) => value !== null);
    if (page?.routeId === frame && paramsRead) {
      // Renders the matches as they were rendered in Node (no client-only Suspense around them).
      router.ssr = { manifest: undefined };
      startTransition(() => void hydrateRoot(root!, app(releaseAnswers)));
      return;
    }
    releaseAnswers();
  }
  // Rendering from scratch replaces the page's HTML, and with it what was typed into its forms.
  keepTypedBeforeRender(root!);
  createRoot(root!).render(app());
}

void start(root.dataset.frame);
