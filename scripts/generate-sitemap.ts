/**
 * Writes public/sitemap.xml from the deterministic seed (run by `npm run generate`).
 * A real backend would publish its own; the file keeps the demo crawlable offline.
 */
import { writeFileSync } from 'node:fs';
import { db } from '../mocks/db';
import { seedDatabase } from '../mocks/seed';
import { slugify } from '../mocks/seed/random';
import { DEFAULT_SITE_URL } from '../src/seo/defaults';

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

function entry(path: string, lastmod?: string): string {
  const date = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
  return `  <url><loc>${DEFAULT_SITE_URL}${path}</loc>${date}</url>`;
}

await seedDatabase();
const urls = [
  ...STATIC_PATHS.map((path) => entry(path)),
  ...db.location
    .getAll()
    .map((location) =>
      entry(`/locations/${slugify(location.country)}/${location.slug}`, location.updated_at),
    ),
  ...db.article.getAll().map((article) => entry(`/articles/${article.slug}`, article.updated_at)),
  ...db.job.getAll().map((job) => entry(`/jobs/${job.id}`, job.posted)),
];
const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
writeFileSync(new URL('../public/sitemap.xml', import.meta.url), xml);
console.warn(`sitemap.xml: ${urls.length} URLs`);
