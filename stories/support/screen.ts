import { waitFor } from 'storybook/test';

/**
 * Parameters of a file of whole-screen stories (the real app via AppAt, backed by the mock API).
 * `states` is its docs page's text (tag the file 'autodocs'): which states its stories show.
 */
export const screenParameters = (states: string) =>
  ({
    screen: true,
    layout: 'fullscreen',
    docs: { description: { component: states } },
  }) as const;

/**
 * The default play of screen stories: waits until the screen has its heading and no status
 * says it is loading, so the checks (axe) see the state the story is named for.
 */
export async function settle({
  canvasElement,
  parameters,
}: {
  canvasElement: HTMLElement;
  parameters: Record<string, unknown>;
}) {
  if (parameters.loading) return;
  await waitFor(
    () => {
      if (!canvasElement.querySelector('h1')) throw new Error('The screen has no heading yet.');
      const busy = [...canvasElement.querySelectorAll('[role="status"]')].find((status) =>
        /^(Loading|Searching)/.test(status.textContent?.trim() ?? ''),
      );
      if (busy) throw new Error(`Still loading: ${busy.textContent}`);
    },
    { timeout: 8000 },
  );
}
