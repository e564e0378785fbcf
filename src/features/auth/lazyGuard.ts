import type { ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';

/** The member guard, loaded on first use so route definitions stay light in the first paint. */
export async function requireMember(options: { context: RouterContext; location: ParsedLocation }) {
  const { requireMember: guard } = await import('./guard');
  return guard(options);
}
