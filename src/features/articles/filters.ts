import type { ArticleFilters } from '@/api/articles';
import type { ArticleSearch } from './searchParams';

export const ARTICLES_PER_PAGE = 12;

export function toArticleFilters(search: ArticleSearch): ArticleFilters {
  return { ...search, page: search.page ?? 1, per_page: ARTICLES_PER_PAGE };
}
