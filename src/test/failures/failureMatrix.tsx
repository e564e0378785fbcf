import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { startSeededSession } from '@mocks/sessions';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';

export type DataScreen = {
  path: string;
  /** The API path the screen cannot do without (msw pattern, after the origin). */
  endpoint: string;
  /** The screen's own error message. */
  error: RegExp;
  member?: boolean;
};

/** Every way an answer can go wrong, as the browser would see it. */
const FAILURES = {
  'a network failure': () => HttpResponse.error(),
  'a 500': () => HttpResponse.json({ message: 'Server error.' }, { status: 500 }),
  'malformed JSON': () =>
    new HttpResponse('{"data": [', { headers: { 'Content-Type': 'application/json' } }),
  'an answer that breaks the contract': () => HttpResponse.json({ data: 'surprise', meta: 42 }),
  // Never answered: the client gives up after VITE_API_TIMEOUT_MS (1 s in tests).
  'no answer at all': () => new Promise<never>(() => undefined),
};

const FAILURE_KINDS = Object.entries(FAILURES);

/**
 * The failures a screen is tried with: every kind on the first, one each on the others in turn.
 * The client turns each kind into an API error (`src/api/client.test.ts` tries them all) and a
 * screen shows any API error the same way, so every kind on every screen would render each
 * screen five times over the same code.
 */
function failuresFor(screenIndex: number) {
  return screenIndex === 0
    ? FAILURE_KINDS
    : [FAILURE_KINDS[(screenIndex - 1) % FAILURE_KINDS.length]!];
}

/**
 * For each screen: after a failure it shows its own error with a retry (never a blank page), and
 * the retry recovers once the API answers again; a 401 ends the session and asks the visitor to
 * sign in, coming back after.
 */
export function describeFailures(screens: DataScreen[]) {
  const server = setupMockApi();

  describe.each(screens.map((target, index) => ({ ...target, index })))('$path', (target) => {
    it.each(failuresFor(target.index))(
      'shows its error state with a retry after %s',
      async (_name, fail) => {
        let failing = true;
        server.use(
          http.get(`${API_ORIGIN}${target.endpoint}`, () => (failing ? fail() : undefined)),
        );
        if (target.member)
          localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('premium'));
        renderApp(target.path);
        expect(await screen.findByText(target.error, undefined, { timeout: 8000 })).toBeVisible();
        expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
        failing = false;
        await user.click(screen.getByRole('button', { name: /^(Retry|Try Again)$/ }));
        await waitFor(() => expect(screen.queryByText(target.error)).not.toBeInTheDocument(), {
          timeout: 8000,
        });
      },
    );

    it('asks the visitor to sign in, with a way back, after a 401', async () => {
      server.use(
        http.get(`${API_ORIGIN}${target.endpoint}`, () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
      );
      if (target.member) localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('premium'));
      const { router } = renderApp(target.path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
        timeout: 8000,
      });
      expect(router.state.location.search).toEqual({ redirect: target.path });
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    });
  });
}
