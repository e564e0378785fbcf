import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { startSeededSession } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

const replyBox = () => screen.findByLabelText('Your reply (markdown supported)');

async function openTopicAs(token: string | null) {
  // A session that ended on a 401 leaves no token, and nothing else is cleared.
  if (token) authToken.set(token);
  else authToken.clear();
  const view = renderApp('/forums/topic/5');
  // The reply box shows the draft once the session has been checked.
  await screen.findByText(token ? /Replying as|Post Reply/ : 'Sign in to post your reply');
  return view;
}

describe("a reply's draft on a shared device", () => {
  it("is not shown to the next account that signs in after a member's session ended", async () => {
    const explorer = await startSeededSession('free');
    const { unmount } = await openTopicAs(explorer);
    await user.type(await replyBox(), 'Half a reply about the night bus');
    unmount();

    const next = await openTopicAs(await startSeededSession('premium'));
    expect(await replyBox()).toHaveValue('');
    next.unmount();

    await openTopicAs(explorer);
    expect(await replyBox()).toHaveValue('Half a reply about the night bus');
  });

  it('becomes the draft of the member who signs in after writing it as a visitor', async () => {
    const { unmount } = await openTopicAs(null);
    await user.type(await replyBox(), 'Written before signing in');
    unmount();
    await openTopicAs(await startSeededSession('free'));
    expect(await replyBox()).toHaveValue('Written before signing in');
  });
});
