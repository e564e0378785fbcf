import { queryOptions } from '@tanstack/react-query';
import type { ListArticlesData, ListTrendingArticlesData } from './generated';
import {
  getArticleOptions,
  listArticleCategoriesOptions,
  listArticlesOptions,
  listTrendingArticlesOptions,
} from './generated/@tanstack/react-query.gen';
import { likeArticle as postArticleLike } from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataQueryOptions } from './envelope';
import { api } from './client';

export type ArticleFilters = NonNullable<ListArticlesData['query']>;
export type TrendingFilters = NonNullable<ListTrendingArticlesData['query']>;

export const articleKeys = {
  /** Every article query (lists, categories, trending, details), by the contract's tag. */
  all: [{ tags: ['content'] }] as const,
  detail: (slug: string) => articleQueryOptions(slug).queryKey,
};

export function articlesQueryOptions(filters: ArticleFilters = {}) {
  return queryOptions({
    ...listArticlesOptions({ client: api, query: filters }),
    ...cachePolicy.article,
  });
}

export function articleCategoriesQueryOptions() {
  return dataQueryOptions(listArticleCategoriesOptions({ client: api }), cachePolicy.article);
}

export function trendingArticlesQueryOptions(filters: TrendingFilters = {}) {
  return dataQueryOptions(
    listTrendingArticlesOptions({ client: api, query: filters }),
    cachePolicy.article,
  );
}

export function articleQueryOptions(slug: string) {
  return dataQueryOptions(getArticleOptions({ client: api, path: { slug } }), cachePolicy.article);
}

/** Likes an article; resolves to the new like count. */
export async function likeArticle(slug: string): Promise<number> {
  const { data } = await postArticleLike({ client: api, path: { slug } });
  return data.likes;
}
