import type { ParsedLocation } from '@tanstack/react-router';
import type { MemberGuardContext } from './guard';

/** The member guard, loaded on first use so route definitions stay light in the first paint. */
export async function requireMember(options: {
  context: MemberGuardContext;
  location: ParsedLocation;
}) {
  const { requireMember: guard } = await import('./guard');
  return guard(options);
}
