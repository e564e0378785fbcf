import { queryOptions } from '@tanstack/react-query';
import type { ListArticlesData, ListTrendingArticlesData } from './generated';
import {
  vGetArticleResponse,
  vLikeArticleResponse,
  vListArticleCategoriesResponse,
  vListArticlesResponse,
  vListTrendingArticlesResponse,
} from './generated/valibot.gen';
import { cachePolicy } from './cachePolicy';
import { apiRequest } from './client';

export type ArticleFilters = NonNullable<ListArticlesData['query']>;
export type TrendingFilters = NonNullable<ListTrendingArticlesData['query']>;

export const articleKeys = {
  all: ['articles'] as const,
  list: (filters: ArticleFilters) => [...articleKeys.all, 'list', filters] as const,
  categories: () => [...articleKeys.all, 'categories'] as const,
  trending: (filters: TrendingFilters) => [...articleKeys.all, 'trending', filters] as const,
  detail: (slug: string) => [...articleKeys.all, 'detail', slug] as const,
};

export function articlesQueryOptions(filters: ArticleFilters = {}) {
  return queryOptions({
    queryKey: articleKeys.list(filters),
    queryFn: () => apiRequest('/content', vListArticlesResponse, { searchParams: filters }),
    ...cachePolicy.article,
  });
}

export function articleCategoriesQueryOptions() {
  return queryOptions({
    queryKey: articleKeys.categories(),
    queryFn: async () =>
      (await apiRequest('/content/categories', vListArticleCategoriesResponse)).data,
    ...cachePolicy.article,
  });
}

export function trendingArticlesQueryOptions(filters: TrendingFilters = {}) {
  return queryOptions({
    queryKey: articleKeys.trending(filters),
    queryFn: async () =>
      (
        await apiRequest('/content/trending', vListTrendingArticlesResponse, {
          searchParams: filters,
        })
      ).data,
    ...cachePolicy.article,
  });
}

export function articleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: async () =>
      (await apiRequest(`/content/${encodeURIComponent(slug)}`, vGetArticleResponse)).data,
    ...cachePolicy.article,
  });
}

/** Likes an article; resolves to the new like count. */
export async function likeArticle(slug: string): Promise<number> {
  const result = await apiRequest(
    `/content/${encodeURIComponent(slug)}/like`,
    vLikeArticleResponse,
    {
      method: 'post',
    },
  );
  return result.likes;
}
