import { useRouterState } from '@tanstack/react-router';
import { optionalText } from './searchParams';

/**
 * One text search param of the current address, for pages of the catch-all route (which has no
 * `validateSearch` of its own); malformed or empty reads as undefined.
 */
export function useSearchText(name: string, maxLength?: number): string | undefined {
  return useRouterState({
    select: (state) =>
      optionalText((state.location.search as Record<string, unknown>)[name], maxLength)?.trim() ||
      undefined,
  });
}
