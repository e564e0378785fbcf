/** '/post-job/' → 'post-job': a page's key in the registry. */
export function pageKey(splat: string | undefined): string {
  return (splat ?? '').replace(/^\/+|\/+$/g, '');
}

const MEMBER_PAGES = new Set([
  'advertise/create',
  'billing',
  'dashboard',
  'favorites',
  'journal',
  'lists/new',
  'post-job',
  'settings',
]);

/** Pages that only members may open; visitors are sent to sign in and brought back. */
export function isMemberPage(key: string): boolean {
  return MEMBER_PAGES.has(key);
}
