/** Main navigation (SPEC §2 Header): label and the short description shown beside it. */
export const MAIN_NAV = [
  { href: '/guides', label: 'Ginger Guides', description: 'Travel guides for Asia' },
  { href: '/articles', label: 'Articles', description: 'Travel tips and insights' },
  { href: '/jobs', label: 'Jobs & Careers', description: 'Find work in Asia' },
  { href: '/dating', label: 'Dating & Personals', description: 'Meet expats and locals' },
  { href: '/forums', label: 'Community', description: 'Community discussions' },
  { href: '/advertise', label: 'Advertise Now', description: 'Advertise for free' },
] as const;

/** The section a path belongs to is highlighted: '/jobs/12' is in '/jobs'. */
export function isCurrentSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
