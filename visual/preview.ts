import type { Page } from '@playwright/test';

/** How a story is to be taken, from its parameters and globals. */
export type StoryKind = {
  /** A whole screen (the app at a route, `parameters.screen`), or a component. */
  screen: boolean;
  /** The viewport width the story asks for (`globals.viewport`), if any. */
  width: number | null;
  /** The story waits on a request that never answers (`parameters.loading`). */
  loading: boolean;
};

type Channel = {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
};
type PreparedStory = {
  parameters: {
    screen?: boolean;
    loading?: boolean;
    viewport?: { options?: Record<string, ViewportOption> };
  };
  storyGlobals: { viewport?: { value?: string } };
};
type ViewportOption = { styles?: { width?: string } };
type Reporter = {
  type: string;
  result?: { violations?: { id: string; nodes: { html: string }[] }[] };
};
type Finished = { status: string; reporters: Reporter[] };
declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__: Channel;
    __STORYBOOK_PREVIEW__: {
      ready(): Promise<void>;
      loadStory(specifier: { storyId: string }): Promise<PreparedStory>;
    };
  }
}

/**
 * No motion: transitions and animations (spinners, skeleton pulse) would make every shot
 * differ. Screenshots also pass `animations: 'disabled'`; this covers what runs between them.
 */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

/** Opens the static Storybook's preview (iframe.html) once; stories then switch in place. */
export async function openPreview(page: Page): Promise<void> {
  await page.goto('/iframe.html');
  await page.evaluate(() => window.__STORYBOOK_PREVIEW__.ready());
  await page.addStyleTag({ content: STILL_CSS });
}

/** Reads a story's kind without rendering it, so the viewport can be set first. */
export async function storyKind(page: Page, storyId: string): Promise<StoryKind> {
  return page.evaluate(async (storyId) => {
    const story = await window.__STORYBOOK_PREVIEW__.loadStory({ storyId });
    const viewport = story.storyGlobals.viewport?.value;
    const width = viewport && story.parameters.viewport?.options?.[viewport]?.styles?.width;
    return {
      screen: story.parameters.screen === true,
      width: width ? Number.parseInt(width, 10) : null,
      loading: story.parameters.loading === true,
    };
  }, storyId);
}

/**
 * Renders a story in the open preview, the way the Storybook UI switches stories, and waits
 * until Storybook has finished it: loaders, render, play function (screen stories wait there
 * until they have settled) and the a11y addon's checks. Gives the render and play failures and
 * the a11y addon's violations (axe, in this Chromium).
 */
export async function renderStory(page: Page, storyId: string): Promise<string[]> {
  return page.evaluate(async (storyId) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const errors: string[] = [];
    const failures = {
      storyErrored: (error: unknown) => errors.push(`render failed: ${JSON.stringify(error)}`),
      storyThrewException: (error: unknown) => errors.push(`render threw: ${describe(error)}`),
      playFunctionThrewException: (error: unknown) =>
        errors.push(`play function threw: ${describe(error)}`),
      unhandledErrorsWhilePlaying: (error: unknown) =>
        errors.push(`unhandled error while playing: ${describe(error)}`),
    };
    function describe(error: unknown) {
      return error && typeof error === 'object' && 'message' in error
        ? String(error.message)
        : JSON.stringify(error);
    }

    window.scrollTo(0, 0);
    const finished = await new Promise<Finished | null>((resolve) => {
      const done = (payload: unknown) => {
        for (const [event, listener] of Object.entries(failures)) channel.off(event, listener);
        channel.off('storyFinished', done);
        channel.off('storyMissing', missing);
        resolve(payload as Finished | null);
      };
      const missing = () => {
        errors.push('story missing');
        done(null);
      };
      for (const [event, listener] of Object.entries(failures)) channel.on(event, listener);
      channel.on('storyFinished', done);
      channel.on('storyMissing', missing);
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    });

    for (const reporter of finished?.reporters ?? []) {
      for (const violation of reporter.result?.violations ?? []) {
        for (const node of violation.nodes)
          errors.push(`${reporter.type} ${violation.id}: ${node.html}`);
      }
    }
    return errors;
  }, storyId);
}
