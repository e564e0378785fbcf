import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import {
  articleCategoriesQueryOptions,
  articlesQueryOptions,
  trendingArticlesQueryOptions,
} from '@/api/articles';
import { nameFromPlainSlug, totalOf } from '@/lib/format';
import { ItemNotFound } from '@/features/layout';
import { Seo } from '@/seo/Seo';
import { EmptyState } from '@/ui/EmptyState';
import { ListFilters } from '@/ui/ListFilters';
import { PagedResults } from '@/ui/PagedResults';
import { Spinner } from '@/ui/Spinner';
import { Tabs } from '@/ui/Tabs';
import { ArticleCard } from './ArticleCard';
import { TYPE_TABS } from './articleDisplay';
import { cx } from '@/lib/cx';
import { statusLine } from '@/styles/utilities.css';
import * as styles from './Articles.css';
import { toArticleFilters } from './filters';
import type { ArticleSearch } from './searchParams';

type ArticlesPageProps = { search: ArticleSearch; onSearchChange: (next: ArticleSearch) => void };

const TRENDING_LIMIT = 5;

function Sidebar({ search, onSearchChange }: ArticlesPageProps) {
  // Drawn in the same deferred render as the list (PagedResults), so on a phone the sidebar below
  // it never shows first and then jumps down when the list arrives.
  const categories = useDeferredValue(useQuery(articleCategoriesQueryOptions()).data);
  const trending = useDeferredValue(
    useQuery(trendingArticlesQueryOptions({ limit: TRENDING_LIMIT })).data,
  );
  return (
    <aside className={styles.sidebar} aria-label="Browse articles">
      {categories?.length ? (
        <section className={styles.categoryBox} aria-labelledby="categories-heading">
          <h2 id="categories-heading">Categories</h2>
          <ul className={styles.plainList}>
            {[{ category: '', label: 'All categories', count: null }, ...categories].map(
              (entry) => (
                <li key={entry.category || 'all'}>
                  <button
                    type="button"
                    className={styles.categoryButton}
                    aria-pressed={(search.category ?? '') === entry.category}
                    onClick={() =>
                      onSearchChange({
                        ...search,
                        category: entry.category || undefined,
                        page: undefined,
                      })
                    }
                  >
                    <span>{entry.label}</span>
                    {entry.count === null ? null : <span>{entry.count}</span>}
                  </button>
                </li>
              ),
            )}
          </ul>
        </section>
      ) : null}
      {trending?.length ? (
        <section className={styles.box} aria-labelledby="trending-heading">
          <h2 id="trending-heading">Trending Now</h2>
          <ol>
            {trending.map((article) => (
              <li key={article.id}>
                <Link to="/articles/$slug" params={{ slug: article.slug }}>
                  {article.title}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </aside>
  );
}

export function ArticlesPage({ search, onSearchChange }: ArticlesPageProps) {
  const query = useQuery({
    ...articlesQueryOptions(toArticleFilters(search)),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery(articleCategoriesQueryOptions());
  const categoryLabel = categories.data?.find((entry) => entry.category === search.category)?.label;

  // A category the site doesn't have is a real 404 (not indexed), never an empty list under the
  // address's words.
  if (search.category && categories.isSuccess && categoryLabel === undefined) {
    return (
      <ItemNotFound
        title="Category not found"
        message="There is no article category of that name. Browse all articles instead."
        listPath="/articles"
        listLabel="All articles"
      />
    );
  }

  function results() {
    return (
      <PagedResults
        query={query}
        loading={<Spinner label="Loading articles..." />}
        errorMessage="We could not load the articles. Please try again."
        empty={
          <EmptyState
            title="No articles found."
            description="Try adjusting your filters or search query"
          />
        }
        pagesLabel="Article pages"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(articles) => (
          <ul className={styles.grid}>
            {articles.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    );
  }

  const heading = search.category
    ? `${categoryLabel ?? nameFromPlainSlug(search.category) ?? 'Category'} articles`
    : 'Articles';
  return (
    <div className={styles.page}>
      <Seo
        title={heading}
        description="Travel tips, guides, top lists, Q&As and stories about living and travelling in Asia."
        keywords={['Asia travel articles', 'expat tips', 'digital nomad guides']}
        path={
          search.category
            ? `/articles?category=${encodeURIComponent(search.category)}`
            : '/articles'
        }
        breadcrumbs={[{ name: 'Articles', url: '/articles' }]}
        listItems={query.data?.data.map((article) => ({ name: article.title, url: article.url }))}
      />
      <div>
        <h1>{heading}</h1>
        <p className={styles.muted}>Travel tips and insights from people who live there.</p>
      </div>
      <div className={styles.layout}>
        <div className={styles.page}>
          <ListFilters
            label="Search articles"
            className={styles.filters}
            activeCount={search.category ? 1 : 0}
            search={{ label: 'Search articles' }}
            filters={
              categories.data?.length
                ? [
                    {
                      type: 'select',
                      name: 'category',
                      label: 'Category',
                      className: styles.categorySelect,
                      options: [
                        { value: '', label: 'All categories' },
                        ...categories.data.map((entry) => ({
                          value: entry.category,
                          label: `${entry.label} (${entry.count})`,
                        })),
                      ],
                    },
                  ]
                : []
            }
            values={search}
            onChange={(change) => onSearchChange({ ...search, ...change, page: undefined })}
          />
          <Tabs
            label="Article types"
            items={TYPE_TABS}
            selected={search.type ?? 'all'}
            onSelect={(type) =>
              onSearchChange({
                ...search,
                type: type === 'all' ? undefined : type,
                page: undefined,
              })
            }
          >
            {/* Busy while the last answer stays on screen for the next one (another tab, page). */}
            <div className={styles.page} aria-busy={query.isPlaceholderData || undefined}>
              <p role="status" aria-live="polite" className={cx(styles.muted, statusLine)}>
                {query.data ? `${totalOf(query.data.meta.total, 'article')} found` : ''}
              </p>
              {results()}
            </div>
          </Tabs>
        </div>
        <Sidebar search={search} onSearchChange={onSearchChange} />
      </div>
    </div>
  );
}
