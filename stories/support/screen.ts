import { userEvent, waitFor, type within } from 'storybook/test';

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

/**
 * Types the sender into a screen's form (contact, submitting a guide). The forms take a member's
 * name and email only when the session check finished before they opened, which in a browser it
 * may not have: typing makes the story the same either way.
 */
export async function typeSender(canvas: ReturnType<typeof within>, name: string, email: string) {
  for (const [label, value] of [
    ['Your name', name],
    ['Email address', email],
  ] as const) {
    const field = await canvas.findByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}
