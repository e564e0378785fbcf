import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';

/** Route guard: visitors go to /login with a way back to where they were. */
export async function requireMember({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}) {
  const user = await context.auth.ensureUser();
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user };
}
