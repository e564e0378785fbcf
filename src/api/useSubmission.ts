import { useCallback, useRef } from 'react';
import { renewSession } from './clientState';
import { ApiError } from './errors';

function newSubmissionKey(): string {
  // getRandomValues, unlike randomUUID, also exists on pages served over plain http.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sessionEnded(): ApiError {
  return new ApiError({
    status: 401,
    kind: 'signed-out',
    message: 'Your session has ended. Sign in again to send this; what you wrote is still here.',
  });
}

/**
 * Sends a form's submission under one key (the API's Idempotency-Key): a double click, or a
 * retry after an answer was lost, reaches the server as the same submission and creates one
 * topic, not two. The key lasts until a submission goes through; the next one gets a new key.
 * When the session has ended, the member signs in again where they are and the submission goes
 * out after; the form, and what was typed in it, stays.
 */
export function useSubmission() {
  const key = useRef<string | null>(null);
  return useCallback(async <T>(send: (submissionKey: string) => Promise<T>): Promise<T> => {
    const submissionKey = (key.current ??= newSubmissionKey());
    const result = await send(submissionKey).catch(async (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      if (!(await renewSession())) throw sessionEnded();
      return send(submissionKey);
    });
    key.current = null;
    return result;
  }, []);
}
