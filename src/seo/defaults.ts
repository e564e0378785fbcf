/** The public origin used in canonical links, the sitemap and robots.txt unless VITE_SITE_URL overrides it. */
export const DEFAULT_SITE_URL = 'https://www.ginger.example';
