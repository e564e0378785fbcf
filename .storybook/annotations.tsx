import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { pinClock } from '@/lib/clock';
import { FIXED_NOW } from '@mocks/fixedClock';
import type { WorldBuilder } from '@mocks/seed/fill';
import { reseedFrom } from '@mocks/seed/reseed';
import { startSeededSession, type SeededTier } from '@mocks/sessions';
import '@/styles/global.css';

// Stories show the same dates on any day (and in screenshot baselines).
pinClock(FIXED_NOW, { frozen: true });

/**
 * Every story starts from the same seeded database, whatever the stories before it wrote (a
 * screenshot must not depend on the order stories ran in); `parameters.session` signs in a
 * seeded account.
 */
function mockDataLoader(build: WorldBuilder): Loader {
  return async ({ parameters }) => {
    await reseedFrom(build);
    const tier = parameters.session as SeededTier | undefined;
    sessionStorage.removeItem(AUTH_TOKEN_KEY);
    if (tier) localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
    else localStorage.removeItem(AUTH_TOKEN_KEY);
    return {};
  };
}

/** Component stories get the data providers; screen stories bring the whole app themselves. */
const withProviders: Decorator = (Story, { parameters }) => {
  if (parameters.screen) return <Story />;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <Story />
    </QueryClientProvider>
  );
};

/**
 * What Storybook and the Vitest run of the stories share. The MSW wiring differs, and so does
 * the world: Storybook fetches it as data, Vitest builds it in Node.
 */
export const storyAnnotations = (build: WorldBuilder): Preview => ({
  decorators: [withProviders],
  loaders: [mockDataLoader(build)],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1100px' } },
      },
    },
  },
});
