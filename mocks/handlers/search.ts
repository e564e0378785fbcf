import type { SearchHit, SearchSection } from '@/api/generated';
import { vSearchSiteQuery } from '@/api/generated/valibot.gen';
import { db } from '../db';
import { categoryLabel, jobLocation } from '../resources';
import { whenLateFieldsLoaded } from '../seed/fill';
import { slugify } from '../seed/slugify';
import { articleSearchTexts } from './content';
import { excerpt } from './excerpt';
import { topicSearchTexts } from './forums';
import { contract, json, matchesSearch } from './http';
import { jobSearchTexts } from './jobs';
import { locationSearchTexts } from './locations';
import { route } from './route';

/**
 * One section: the rows the section's own list would find for `q` (so 'see all' shows the same
 * total), those whose title matches first, then in the given order.
 */
function section<Row>(
  kind: SearchSection['kind'],
  rows: Row[],
  q: string,
  texts: (row: Row) => ReadonlyArray<string | null>,
  title: (row: Row) => string,
  hit: (row: Row) => SearchHit,
  limit: number,
): SearchSection {
  const needle = q.trim().toLowerCase();
  const matches = rows.filter((row) => matchesSearch(q, texts(row)));
  const inTitle = (row: Row) => Number(title(row).toLowerCase().includes(needle));
  const ranked = [...matches].sort((a, b) => inTitle(b) - inTitle(a));
  return { kind, total: matches.length, items: ranked.slice(0, limit).map(hit) };
}

export const searchHandlers = [
  contract.get(
    '/search',
    route({ query: vSearchSiteQuery }, async ({ query }) => {
      // Job descriptions are searched and quoted, and the browser mock takes them in late.
      await whenLateFieldsLoaded('article', 'job');
      const { q } = query;
      const limit = query.limit;
      const sections: SearchSection[] = [
        section(
          'locations',
          db.location.findMany().sort((a, b) => b.views - a.views),
          q,
          locationSearchTexts,
          (location) => location.city,
          (location) => ({
            id: String(location.id),
            title: location.city,
            path: `/locations/${slugify(location.country)}/${location.slug}`,
            summary: excerpt(location.description),
            meta: location.country,
          }),
          limit,
        ),
        section(
          'jobs',
          db.job.findMany().sort((a, b) => b.posted.localeCompare(a.posted)),
          q,
          jobSearchTexts,
          (job) => job.title,
          (job) => ({
            id: String(job.id),
            title: job.title,
            path: `/jobs/${job.id}`,
            summary: excerpt(job.description),
            meta: `${job.company_name} · ${jobLocation(job)}`,
          }),
          limit,
        ),
        section(
          'articles',
          db.article.findMany().sort((a, b) => b.published_at.localeCompare(a.published_at)),
          q,
          articleSearchTexts,
          (article) => article.title,
          (article) => ({
            id: String(article.id),
            title: article.title,
            path: `/articles/${article.slug}`,
            summary: excerpt(article.meta_description || article.introduction),
            meta: categoryLabel(article.category),
          }),
          limit,
        ),
        section(
          'topics',
          db.forumTopic.findMany().sort((a, b) => b.views - a.views),
          q,
          topicSearchTexts,
          (topic) => topic.title,
          (topic) => ({
            id: String(topic.id),
            title: topic.title,
            path: `/forums/topic/${topic.id}`,
            summary: excerpt(topic.content),
            meta: topic.location ?? 'Community forums',
          }),
          limit,
        ),
      ];
      return json({ query: q, sections });
    }),
  ),
];
