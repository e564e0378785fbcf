import type { ArticleFilters } from '@/api/articles';
import type { ContentType } from '@/api/generated';
import { optionalChoice, optionalPage, optionalText } from '@/lib/searchParams';

export const ARTICLES_PER_PAGE = 12;

const TYPE_VALUES: Record<ContentType, true> = {
  guide: true,
  listicle: true,
  qa: true,
  comparison: true,
  blog: true,
};

export type ArticleSearch = {
  category?: string;
  type?: ContentType;
  search?: string;
  page?: number;
};

export function validateArticleSearch(search: Record<string, unknown>): ArticleSearch {
  return {
    category: optionalText(search.category, 100),
    type: optionalChoice(Object.keys(TYPE_VALUES) as ContentType[], search.type),
    search: optionalText(search.search),
    page: optionalPage(search.page),
  };
}

export function toArticleFilters(search: ArticleSearch): ArticleFilters {
  return { ...search, page: search.page ?? 1, per_page: ARTICLES_PER_PAGE };
}
