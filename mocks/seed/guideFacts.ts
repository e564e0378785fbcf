// Types only: the seed also runs where the app's `@/` modules don't resolve (`scripts/build/mockAssets.ts`).
import type { GuideCategory, LocationGuideFacts } from '@/api/generated';

/** A topic a guide can be about: every category but `general`, which names none. */
export type GuideTopic = Exclude<GuideCategory, 'general'>;

/** The words that name each topic (docs/PRODUCT.md, 'Guides'). */
const TOPIC_KEYWORDS: Record<GuideTopic, string[]> = {
  food: ['food', 'cuisine', 'dish', 'restaurant', 'street food', 'hawker', 'eat'],
  culture: ['culture', 'temple', 'heritage', 'festival', 'museum', 'history', 'pagoda', 'shrine'],
  accommodation: ['accommodation', 'apartment', 'hotel', 'hostel', 'condo', 'rent'],
  transportation: ['transport', 'metro', 'train', 'bus', 'taxi', 'skytrain', 'ferry'],
  shopping: ['shopping', 'mall', 'boutique', 'bazaar'],
  nightlife: ['nightlife', 'bar', 'club', 'rooftop'],
  photography: ['photo', 'photography', 'viewpoint', 'sunset'],
};

/** The topics in the order above, in which a tie is settled and the seed hands them to cities. */
export const GUIDE_TOPICS = Object.keys(TOPIC_KEYWORDS) as GuideTopic[];

export type GuideTexts = {
  description: string;
  overview: string | null;
  comprehensive_guide: string | null;
  where_to_stay: string | null;
  getting_around: string | null;
};

/**
 * The first topic found by its keywords in the overview, guide, where-to-stay and
 * getting-around text, read in that order: the topic a guide names first is what it is about.
 */
export function guideCategory(texts: Omit<GuideTexts, 'description'>): GuideCategory {
  // The guide is JSON: its key names ("food", "restaurant_prices"...) are not words of the text.
  const guideText = texts.comprehensive_guide?.replace(/"[^"\\]*"\s*:/g, ' ') ?? null;
  const text = [texts.overview, guideText, texts.where_to_stay, texts.getting_around]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  let first: { category: GuideCategory; at: number } = { category: 'general', at: Infinity };
  for (const topic of GUIDE_TOPICS) {
    for (const keyword of TOPIC_KEYWORDS[topic]) {
      // Whole words, singular or plural: 'temples' counts for 'temple', 'business' not for 'bus'.
      const at = text.search(new RegExp(`(?<![a-z])${keyword}s?(?![a-z])`));
      if (at >= 0 && at < first.at) first = { category: topic, at };
    }
  }
  return first.category;
}

function wordCount(text: string | null): number {
  return text ? text.split(/\s+/).filter(Boolean).length : 0;
}

/** The guide's `city_overview.cultural_significance`, found even in a guide cut short or malformed further on. */
function culturalSignificance(guide: string | null): string | null {
  const match = /"cultural_significance"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(guide ?? '');
  return match ? (JSON.parse(match[1]!) as string) : null;
}

/** What a guide card shows of a location's guide, as the contract's list answers give it. */
export function guideFacts(texts: GuideTexts): LocationGuideFacts {
  return {
    category: guideCategory(texts),
    words: wordCount(texts.overview) + wordCount(texts.comprehensive_guide),
    summary: culturalSignificance(texts.comprehensive_guide) ?? texts.description,
  };
}
