import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose value lives in the URL: typing is local, the term is
 * committed once it has settled for `delayMs`, and a URL changed from outside (back, forward,
 * a shared link) refills the box.
 */
export function useUrlSearchTerm(
  urlValue: string | undefined,
  commit: (next: string | undefined) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
) {
  const [term, setTerm] = useState(urlValue ?? '');
  const settled = useDebouncedValue(term, delayMs);

  useEffect(() => {
    const next = settled.trim() || undefined;
    if (next !== urlValue) commit(next);
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- only a newly settled term commits

  // State adjusted while rendering (not in an effect) when the URL changes from outside.
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    if ((urlValue ?? '') !== settled.trim()) setTerm(urlValue ?? '');
  }

  return [term, setTerm] as const;
}
