import { DEFAULT_SITE_URL } from './defaults';

/** Site-wide SEO defaults (docs/PRODUCT.md, 'SEO'). */
export const site = {
  name: 'Ginger',
  tagline: 'Discover the spice of Asia - Your ultimate travel companion',
  url:
    (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') ?? DEFAULT_SITE_URL,
  image: '/images/og-default.svg',
  logo: '/favicon.svg',
  language: 'en',
  contactLanguages: ['English', 'Chinese', 'Japanese', 'Korean'],
  defaultDescription:
    'Destination guides, jobs, articles and a community for travellers, expats and digital nomads in Asia.',
} as const;

/** An absolute URL on this site for a path ('/jobs' → 'https://…/jobs'). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}
