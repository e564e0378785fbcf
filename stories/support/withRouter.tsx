import type { Decorator } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';

function StoryRouter({ Story, path }: { Story: () => ReactNode; path: string }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: Story }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return <RouterProvider router={router} />;
}

/** Gives a component story a router (for links) at `parameters.path` (default '/'). */
export const withRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter Story={Story} path={(parameters.path as string | undefined) ?? '/'} />
);
