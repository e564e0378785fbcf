import { linkOptions } from '@tanstack/react-router';

/** Main navigation: label and the short description shown beside it. */
export const MAIN_NAV = linkOptions([
  { to: '/guides', label: 'Ginger Guides', description: 'Travel guides for Asia' },
  { to: '/articles', label: 'Articles', description: 'Travel tips and insights' },
  { to: '/jobs', label: 'Jobs & Careers', description: 'Find work in Asia' },
  { to: '/dating', label: 'Dating & Personals', description: 'Meet expats and locals' },
  { to: '/forums', label: 'Community', description: 'Community discussions' },
  { to: '/advertise', label: 'Advertise Now', description: 'Advertise for free' },
]);

/** The section a path belongs to is highlighted: '/jobs/12' is in '/jobs'. */
export function isCurrentSection(pathname: string, sectionPath: string): boolean {
  return pathname === sectionPath || pathname.startsWith(`${sectionPath}/`);
}
