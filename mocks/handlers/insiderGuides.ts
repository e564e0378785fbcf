import type { InsiderGuide, InsiderGuideSummary } from '@/api/generated';
import { vGetInsiderGuidePath } from '@/api/generated/valibot.gen';
import { db, type TableRow } from '../db';
import type { UserRecord } from '../resources';
import { contract, json, notFound } from './http';
import { route } from './route';

type InsiderGuideRow = TableRow<'insiderGuide'>;

/** How many opening sections a visitor or an Explorer reads. */
const PREVIEW_SECTIONS = 1;
const WORDS_PER_MINUTE = 200;

const readsWhole = (user: UserRecord | null) =>
  user?.membership_tier === 'premium' || user?.membership_tier === 'corporate';

const sectionMarkdown = ({ title, body }: { title: string; body: string }) =>
  `## ${title}\n\n${body}`;

function summaryOf(row: InsiderGuideRow, locked: boolean): InsiderGuideSummary {
  const location = db.location.findFirst((q) => q.where({ slug: row.location_slug }));
  const words = row.sections
    .map((section) => `${section.title} ${section.body}`)
    .join(' ')
    .split(/\s+/).length;
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    location: {
      slug: row.location_slug,
      city: location?.city ?? row.location_slug,
      country: location?.country ?? '',
    },
    author: { name: row.author, lives_there_since: row.lives_there_since },
    published_at: row.published_at,
    reading_time: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    section_count: row.sections.length,
    locked,
  };
}

function guideOf(row: InsiderGuideRow, locked: boolean): InsiderGuide {
  const shown = locked ? row.sections.slice(0, PREVIEW_SECTIONS) : row.sections;
  return {
    ...summaryOf(row, locked),
    content: shown.map(sectionMarkdown).join('\n\n'),
    hidden_section_titles: locked
      ? row.sections.slice(PREVIEW_SECTIONS).map((section) => section.title)
      : [],
  };
}

export const insiderGuideHandlers = [
  contract.get(
    '/insider-guides',
    route({ auth: 'optional' }, ({ user }) => {
      const rows = db.insiderGuide.findMany(undefined, { orderBy: { published_at: 'desc' } });
      return json({ data: rows.map((row) => summaryOf(row, !readsWhole(user))) });
    }),
  ),

  contract.get(
    '/insider-guides/{slug}',
    route({ auth: 'optional', params: vGetInsiderGuidePath }, ({ user, params }) => {
      const row = db.insiderGuide.findFirst((q) => q.where({ slug: params.slug }));
      if (!row) return notFound('Insider guide');
      return json({ data: guideOf(row, !readsWhole(user)) });
    }),
  ),
];
