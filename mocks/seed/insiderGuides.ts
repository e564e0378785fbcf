import { INSIDER_GUIDES } from './text/insiderGuides';
import type { Timeline } from './timeline';

/** The insider guides, published over the last two months. */
export function seededInsiderGuides(time: Timeline) {
  return INSIDER_GUIDES.map((guide, index) => ({
    id: index + 1,
    slug: guide.slug,
    location_slug: guide.locationSlug,
    title: guide.title,
    summary: guide.summary,
    author: guide.author,
    lives_there_since: guide.livesThereSince,
    published_at: time.daysAgo(guide.daysAgo),
    sections: guide.sections,
  }));
}
