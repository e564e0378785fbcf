import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, it, onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { buildWorldHere } from '@mocks/seed';
import { storyAnnotations } from '../../.storybook/annotations';

type MswParameter = { handlers?: RequestHandler[] } | undefined;
type StoryModules = Record<string, Parameters<typeof composeStories>[0]>;

/** Whether a story file shows whole screens ('Screens/…') rather than components. */
function isScreen(module: StoryModules[string]): boolean {
  return (module.default as { title?: string }).title?.startsWith('Screens/') ?? false;
}

/**
 * Portable stories: every component story of `modules` renders (and plays) in Vitest, with the
 * node MSW server in place of the worker, and fails on an accessibility violation. Screen
 * stories (whole pages) run in Chromium instead, where `npm run test:visual` plays each one and
 * fails on a failed play, a console error, an axe violation or a changed pixel; rendering them
 * in jsdom as well doubled their cost in `npm test` and saw less (no layout, no contrast).
 * Each folder of stories has its own test file, so the test workers share them out.
 */
export function testStories(modules: StoryModules) {
  setProjectAnnotations([
    a11yAnnotations,
    storyAnnotations(buildWorldHere),
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

  for (const [file, module] of Object.entries(modules)) {
    if (isScreen(module)) continue;
    describe(file, () => {
      const stories = composeStories(module) as Record<
        string,
        {
          run: (context?: { canvasElement: HTMLElement }) => Promise<void>;
        }
      >;
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} renders`, async () => {
          // Our own canvas, taken out after the test like React Testing Library's: Storybook
          // would leave the last story of a file in the page for the next file's tests.
          const canvasElement = document.body.appendChild(document.createElement('div'));
          onTestFinished(() => canvasElement.remove());
          await Story.run({ canvasElement });
        });
      }
    });
  }
}
