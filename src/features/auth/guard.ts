import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { User } from '@/api/generated';

/** What the guard needs of the router's context (`RouterContext` in `app/router.ts`). */
export type MemberGuardContext = { auth: { ensureUser: () => Promise<User | null> } };

/** Route guard: visitors go to /login with a way back to where they were. */
export async function requireMember({
  context,
  location,
}: {
  context: MemberGuardContext;
  location: ParsedLocation;
}) {
  const user = await context.auth.ensureUser();
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user };
}
