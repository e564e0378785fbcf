import {
  vGetArticlePath,
  vLikeArticlePath,
  vListArticlesQuery,
  vListTrendingArticlesQuery,
} from '@/api/generated/valibot.gen';
import { db } from '../db';
import { categoryLabel, toArticle, toArticleSummary, type ArticleRow } from '../resources';
import { ARTICLE_CATEGORIES } from '../seed/categories';
import { whenRowLateFieldsLoaded } from '../seed/fill';
import { contract, json, matchesSearch, notFound, paginate } from './http';
import { route } from './route';

const RELATED_LIMIT = 4;

function newestFirst(a: ArticleRow, b: ArticleRow): number {
  return b.published_at.localeCompare(a.published_at);
}

function findArticle(slug: string) {
  return db.article.findFirst((q) => q.where({ slug }));
}

function relatedArticles(article: ArticleRow): ArticleRow[] {
  return db.article
    .findMany()
    .filter((candidate) => candidate.id !== article.id)
    .filter(
      (candidate) =>
        candidate.category === article.category ||
        (article.location_name !== null && candidate.location_name === article.location_name),
    )
    .sort((a, b) => b.views - a.views)
    .slice(0, RELATED_LIMIT);
}

function structuredData(article: ArticleRow) {
  return {
    '@type': article.content_type === 'blog' ? 'BlogPosting' : 'Article',
    headline: article.title,
    description: article.meta_description,
    articleSection: categoryLabel(article.category),
    keywords: article.keywords.join(', '),
    wordCount: article.word_count,
    datePublished: article.published_at,
    dateModified: article.updated_at,
    author: { '@type': 'Person', name: article.author_name },
    ...(article.location_name
      ? { contentLocation: { '@type': 'Place', name: article.location_name } }
      : {}),
  };
}

/** What an article search looks at, here and in the site search. */
export function articleSearchTexts(article: ArticleRow): string[] {
  return [article.title, article.introduction, ...article.keywords];
}

export const contentHandlers = [
  contract.get(
    '/content',
    route({ query: vListArticlesQuery }, ({ query }) => {
      const articles = db.article
        .findMany()
        .filter((article) => !query.category || article.category === query.category)
        .filter((article) => !query.type || article.content_type === query.type)
        .filter((article) => matchesSearch(query.search, articleSearchTexts(article)))
        .sort(newestFirst);
      const page = paginate(articles, query.page, query.per_page);
      return json({ data: page.data.map(toArticleSummary), meta: page.meta });
    }),
  ),

  contract.get(
    '/content/categories',
    route({}, () => {
      const articles = db.article.findMany();
      const data = ARTICLE_CATEGORIES.map(({ category, label }) => ({
        category,
        label,
        count: articles.filter((article) => article.category === category).length,
      }));
      return json({ data });
    }),
  ),

  contract.get(
    '/content/trending',
    route({ query: vListTrendingArticlesQuery }, ({ query }) => {
      const data = db.article
        .findMany()
        .sort((a, b) => b.views - a.views)
        .slice(0, query.limit)
        .map(({ id, slug, title, views, published_at }) => ({
          id,
          slug,
          title,
          views,
          published_at,
        }));
      return json({ data });
    }),
  ),

  contract.get(
    '/content/{slug}',
    route({ params: vGetArticlePath }, async ({ params }) => {
      // The one answer that reads an article's body, which the browser mock takes in last.
      const id = findArticle(params.slug)?.id;
      if (id !== undefined) await whenRowLateFieldsLoaded('article', id);
      const article = findArticle(params.slug);
      if (!article) return notFound('Article');
      return json({
        data: {
          article: toArticle(article),
          related: relatedArticles(article).map(toArticleSummary),
          structured_data: structuredData(article),
        },
      });
    }),
  ),

  contract.post(
    '/content/{slug}/like',
    route({ params: vLikeArticlePath, auth: 'optional' }, async ({ params }) => {
      const article = findArticle(params.slug);
      if (!article) return notFound('Article');
      const updated = await db.article.update(article, { data: (row) => void (row.likes += 1) });
      return json({ likes: updated?.likes ?? article.likes + 1 });
    }),
  ),
];
