import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { articleCategoriesQueryOptions, articleQueryOptions } from '@/api/articles';
import { isNotFound } from '@/api/errors';
import type { Article } from '@/api/generated';
import { SaveActions } from '@/features/favorites';
import { ItemNotFound } from '@/features/layout';
import { countOf } from '@/lib/format';
import { sitePathLink } from '@/lib/urls';
import { articleJsonLd } from '@/seo/contentJsonLd';
import { Seo } from '@/seo/Seo';
import { absoluteUrl } from '@/seo/site';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ShareButton } from '@/ui/ShareButton';
import { ArticleCard, ArticleImage } from './ArticleCard';
import { TYPE_BADGES } from './articleDisplay';
import * as styles from './Articles.css';
import { Markdown } from '@/ui/Markdown';
import { useArticleLike } from './useArticleLike';
import { DateText } from '@/ui/DateText';
import { BackLink } from '@/ui/BackLink';
import { Icon } from '@/ui/Icon';

function LikeBox({ article }: { article: Article }) {
  const { liked, like, isPending, isError } = useArticleLike(article.slug);
  return (
    <section className={styles.box} aria-labelledby="engagement">
      <h2 id="engagement">Engagement</h2>
      <p className={styles.meta}>
        <span>{countOf(article.views, 'view')}</span>
        <span>{countOf(article.likes, 'like')}</span>
        <span>{article.engagement_rate}% engagement</span>
      </p>
      <Button
        variant={liked ? 'primary' : 'secondary'}
        aria-pressed={liked}
        disabled={liked || isPending}
        onClick={like}
      >
        <Icon name={liked ? 'heartFilled' : 'heart'} /> {liked ? 'Liked' : 'Like'}
      </Button>
      {isError ? <p role="alert">Your like could not be saved. Please try again.</p> : null}
    </section>
  );
}

function ShareBox({ article }: { article: Article }) {
  const url = absoluteUrl(article.url);
  const text = encodeURIComponent(article.title);
  return (
    <section className={styles.box} aria-labelledby="share">
      <h2 id="share">Share</h2>
      <ul className={styles.plainList}>
        <li>
          <a
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on Facebook
          </a>
        </li>
        <li>
          <a
            href={`https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${text}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on X (Twitter)
          </a>
        </li>
      </ul>
      <ShareButton title={article.title} url={url} label="Copy link" />
    </section>
  );
}

/** The article's category by its name from the API, linking to the list of that category. */
function CategoryLink({ category }: { category: string }) {
  const label = useQuery(articleCategoriesQueryOptions()).data?.find(
    (entry) => entry.category === category,
  )?.label;
  if (!label) return null;
  return (
    <Link to="/articles" search={{ category }}>
      {label}
    </Link>
  );
}

export function ArticleDetailPage({ slug }: { slug: string }) {
  const query = useQuery(articleQueryOptions(slug));
  if (query.isPending) {
    return (
      <p role="status" className={styles.muted}>
        Loading article...
      </p>
    );
  }
  // A missing article cannot be retried into existence.
  if (isNotFound(query.error) || (query.isSuccess && !query.data.article)) {
    return (
      <ItemNotFound
        title="Article not found"
        message="This article does not exist or is no longer published."
        listPath="/articles"
        listLabel="Browse all articles"
      />
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <Seo title="Error loading article" path={`/articles/${slug}`} noindex />
        <h1>Error loading article</h1>
        <p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </p>
        <BackLink to="/articles">Back to Articles</BackLink>
      </div>
    );
  }
  const { article, related, structured_data: structuredData } = query.data;
  const internalLinks = article.internal_links.flatMap(({ path, title }) => {
    const link = sitePathLink(path);
    return link ? [{ path, title, link }] : [];
  });
  // An article the links already name is not suggested again below.
  const linkedPaths = new Set(internalLinks.map(({ path }) => path));
  const suggestions = related.filter((item) => !linkedPaths.has(item.url));

  return (
    <article className={styles.page}>
      <Seo
        title={article.meta_title || article.title}
        description={article.meta_description}
        keywords={article.keywords}
        path={article.url}
        image={article.og_image ?? article.featured_image ?? undefined}
        type="article"
        breadcrumbs={[
          { name: 'Articles', url: '/articles' },
          { name: article.title, url: article.url },
        ]}
        structuredData={[articleJsonLd(article, structuredData)]}
      />
      <BackLink to="/articles">Back to Articles</BackLink>
      <div className={styles.hero}>
        <ArticleImage src={article.featured_image} className={styles.heroImage} eager />
        <div>
          <p className={styles.meta}>
            <CategoryLink category={article.category} />
            {article.content_type !== 'blog' ? (
              <Badge tone="brand">{TYPE_BADGES[article.content_type]}</Badge>
            ) : null}
          </p>
          <h1>{article.title}</h1>
          <p className={styles.meta}>
            <span>By {article.author_name}</span>
            <DateText value={article.published_at} />
            <span>{article.reading_time} min read</span>
            {article.location ? (
              <span>
                {article.location.name}
                {article.location.country ? `, ${article.location.country}` : ''}
              </span>
            ) : null}
          </p>
          <SaveActions kind="article" itemId={article.id} itemName={article.title} />
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.body}>
          <p className={styles.lead}>{article.introduction}</p>
          <Markdown source={article.content} label="article" />
          {internalLinks.length ? (
            <section aria-labelledby="related-links">
              <h2 id="related-links">Related Articles</h2>
              <ul>
                {internalLinks.map(({ path, title, link }) => (
                  <li key={path}>
                    <Link {...link}>{title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className={styles.sidebar} aria-label="About this article">
          <LikeBox key={article.slug} article={article} />
          <ShareBox article={article} />
          {article.keywords.length ? (
            <section className={styles.box} aria-labelledby="tags">
              <h2 id="tags">Tags</h2>
              <ul className={styles.chips}>
                {article.keywords.map((keyword) => (
                  <li key={keyword}>
                    <Badge>{keyword}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
      {suggestions.length ? (
        <section aria-labelledby="you-might-also-like" className={styles.page}>
          <h2 id="you-might-also-like">You Might Also Like</h2>
          <ul className={styles.grid}>
            {suggestions.map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} headingLevel="h3" keywords={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
