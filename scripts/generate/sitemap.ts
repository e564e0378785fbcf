/**
 * Writes public/sitemap.xml from the deterministic seed (run by `npm run generate`).
 * A real backend would publish its own; the file keeps the demo crawlable offline. It has no
 * `lastmod`: the demo's dates move with the clock, and a committed file cannot.
 */
import { writeFileSync } from 'node:fs';
import { db } from '../../mocks/db';
import { seedDatabase } from '../../mocks/seed';
import { slugify } from '../../mocks/seed/slugify';
import { DEFAULT_SITE_URL } from '../../src/seo/defaults';

const STATIC_PATHS = [
  '/',
  '/locations',
  '/guides',
  '/articles',
  '/jobs',
  '/forums',
  '/dating',
  '/advertise',
];

function entry(path: string): string {
  return `  <url><loc>${DEFAULT_SITE_URL}${path}</loc></url>`;
}

await seedDatabase();
const urls = [
  ...STATIC_PATHS.map((path) => entry(path)),
  ...db.location
    .findMany()
    .map((location) => entry(`/locations/${slugify(location.country)}/${location.slug}`)),
  ...db.article.findMany().map((article) => entry(`/articles/${article.slug}`)),
  ...db.job.findMany().map((job) => entry(`/jobs/${job.id}`)),
];
const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
writeFileSync(new URL('../../public/sitemap.xml', import.meta.url), xml);
console.warn(`sitemap.xml: ${urls.length} URLs`);
