import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { server } from '@mocks/node';
import { annotations } from '../.storybook/annotations';

type MswParameter = { handlers?: RequestHandler[] } | undefined;

// Portable stories: every story renders (and plays) in Vitest, with the node MSW server in place of the worker.
setProjectAnnotations([
  a11yAnnotations,
  annotations,
  {
    loaders: [
      ({ parameters }) => {
        server.resetHandlers();
        const handlers = (parameters.msw as MswParameter)?.handlers ?? [];
        if (handlers.length) server.use(...handlers);
        return {};
      },
    ],
  },
]);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', {
  eager: true,
});

for (const [file, module] of Object.entries(modules)) {
  describe(file, () => {
    const stories = composeStories(module) as Record<string, { run: () => Promise<void> }>;
    for (const [name, Story] of Object.entries(stories)) {
      it(`${name} renders with no accessibility violations`, async () => {
        await Story.run();
      });
    }
  });
}
