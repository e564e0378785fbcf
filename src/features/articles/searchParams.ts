import type { ContentType } from '@/api/generated';
import { optionalChoice, optionalPage, optionalText } from '@/lib/searchParams';

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
