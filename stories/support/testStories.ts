import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { server } from '@mocks/node';
import { buildWorldHere } from '@mocks/seed';
import { storyAnnotations } from '../../.storybook/annotations';

type MswParameter = { handlers?: RequestHandler[] } | undefined;
type StoryModules = Record<string, Parameters<typeof composeStories>[0]>;

/**
 * A screen story (a whole page) is checked for accessibility in Chromium, by `npm run test:visual`
 * and the browser tests' walk of every page; axe over a whole page in jsdom doubled the time of
 * its test and sees less (no layout, no contrast). Components are checked here too.
 */
function withoutPageAudit(module: StoryModules[string]): StoryModules[string] {
  const meta = module.default as { title?: string; parameters?: Record<string, unknown> };
  if (!meta.title?.startsWith('Screens/')) return module;
  return {
    ...module,
    default: { ...meta, parameters: { ...meta.parameters, a11y: { test: 'off' } } },
  };
}

/**
 * Portable stories: every story of `modules` renders (and plays) in Vitest, with the node MSW
 * server in place of the worker, and a component story fails on an accessibility violation.
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
    describe(file, () => {
      const stories = composeStories(withoutPageAudit(module)) as Record<
        string,
        { run: () => Promise<void> }
      >;
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} renders`, async () => {
          await Story.run();
        });
      }
    });
  }
}
