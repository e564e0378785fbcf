import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/providers';
import { createApp } from '@/app/createApp';
import { keepScrollOnHydration } from '@/app/keepScrollOnHydration';
import { renderAsPrerendered } from '@/app/renderAsPrerendered';
import { runInBrowserMock } from '@/app/inBrowserMock';
import { holdAnswersUntilHydrated } from '@/api/clientState';
import { keepTypedBeforeRender } from '@/ui/earlyInput';
import { yieldToMain } from '@/lib/yieldToMain';
import '@/styles/global.css';

// Every data page needs the API client and the shared UI beside it (the 'common' chunk, see
// scripts/build/chunkGroups.ts): fetch them together with the route's own chunk rather than after it.
import('@/api/client').catch(() => undefined);

// The page's requests may leave from here on: `public/params-preload.js` adds no preload after it.
document.documentElement.dataset.appStarted = '';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * A page built with its HTML (scripts/build/prerender.ts names the route in `data-frame`) is hydrated
 * once its route is loaded, in a transition so the work is split into short tasks; any other
 * (a member page, a filtered list, the dev server) renders from scratch.
 */
async function start(container: HTMLElement, frame: string | undefined) {
  // Evaluating the entry is one task on a phone already: the router is built in the next, and
  // the page's route is loaded in the one after.
  await yieldToMain();
  const parts = createApp();
  const { router } = parts;
  // The literal env check lets the bundler drop the mock entirely from real-backend builds.
  if (!import.meta.env.VITE_API_BASE_URL) runInBrowserMock(router);

  await yieldToMain();
  if (frame && !location.search) {
    const releaseAnswers = holdAnswersUntilHydrated();
    await router.load();
    const page = router.state.matches.at(-1);
    // A param the route can't read (`/jobs/abc`) shows its not-found state, not the frame.
    const paramsRead = Object.values(page?.params ?? {}).every((value) => value !== null);
    if (page?.routeId === frame && paramsRead) {
      renderAsPrerendered(router);
      keepScrollOnHydration(router);
      startTransition(() => void hydrateRoot(container, app(parts, releaseAnswers)));
      return;
    }
    releaseAnswers();
  }
  // Rendering from scratch replaces the page's HTML, and with it what was typed into its forms.
  keepTypedBeforeRender(container);
  createRoot(container).render(app(parts));
}

/** The app, telling `onMounted` when its first render is on screen. */
function app({ queryClient, router }: ReturnType<typeof createApp>, onMounted?: () => void) {
  return (
    <StrictMode>
      <App queryClient={queryClient} router={router} onMounted={onMounted} />
    </StrictMode>
  );
}

void start(root, root.dataset.frame);
