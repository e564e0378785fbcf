import { useCallback, useRef } from 'react';

function newSubmissionKey(): string {
  // getRandomValues, unlike randomUUID, also exists on pages served over plain http.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a form's submission under one key (the API's Idempotency-Key): a double click, or a
 * retry after an answer was lost, reaches the server as the same submission and creates one
 * topic, not two. The key lasts until a submission goes through; the next one gets a new key.
 */
export function useSubmission() {
  const key = useRef<string | null>(null);
  return useCallback(async <T>(send: (submissionKey: string) => Promise<T>): Promise<T> => {
    key.current ??= newSubmissionKey();
    const result = await send(key.current);
    key.current = null;
    return result;
  }, []);
}
