import type { ArticleSummary, ContentType } from '@/api/generated';

export const TYPE_TABS: ReadonlyArray<{ id: ContentType | 'all'; label: string }> = [
  { id: 'all', label: 'All Articles' },
  { id: 'guide', label: 'Travel Guides' },
  { id: 'listicle', label: 'Top Lists' },
  { id: 'qa', label: 'Q&A' },
  { id: 'comparison', label: 'Comparisons' },
  { id: 'blog', label: 'Blog Posts' },
];

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
