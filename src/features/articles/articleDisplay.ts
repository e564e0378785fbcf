import type { ArticleSummary, ContentType } from '@/api/generated';
import { tabItems } from '@/ui/Tabs';

export const TYPE_TABS = tabItems<ContentType | 'all'>({
  all: 'All Articles',
  guide: 'Travel Guides',
  listicle: 'Top Lists',
  qa: 'Q&A',
  comparison: 'Comparisons',
  blog: 'Blog Posts',
});

export const TYPE_BADGES: Record<ContentType, string> = {
  guide: 'Guide',
  listicle: 'Top List',
  qa: 'Q&A',
  comparison: 'Comparison',
  blog: 'Blog',
};

export const DEFAULT_ARTICLE_IMAGE = '/images/default-article.svg';
export const CARD_KEYWORDS = 3;

export function articleSummaryText(
  article: Pick<ArticleSummary, 'meta_description' | 'introduction'>,
): string {
  return article.meta_description.trim() || article.introduction;
}
