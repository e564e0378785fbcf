import { optionalText } from '@/lib/searchParams';

/** `?redirect=` on /login and /register: kept here as text, honoured only if same-site (lib/redirect). */
export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: optionalText(search.redirect, 2048) };
}
