import { Link } from '@tanstack/react-router';
import type { ArticleSummary } from '@/api/generated';
import { countOf } from '@/lib/format';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { Skeleton, SkeletonText } from '@/ui/Skeleton';
import {
  articleSummaryText,
  CARD_KEYWORDS,
  DEFAULT_ARTICLE_IMAGE,
  TYPE_BADGES,
} from './articleDisplay';
import * as styles from './Articles.css';
import { FallbackImage } from '@/ui/FallbackImage';
import { DateText } from '@/ui/DateText';

export function ArticleImage({
  src,
  className,
  eager = false,
}: {
  src: string | null;
  className: string;
  eager?: boolean;
}) {
  return (
    <FallbackImage
      src={src}
      fallback={DEFAULT_ARTICLE_IMAGE}
      width={800}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      className={className}
    />
  );
}

type ArticleCardProps = {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
  keywords?: boolean;
  /** Above the fold: load the image at once, first. */
  eager?: boolean;
};

export function ArticleCard({
  article,
  headingLevel: Heading = 'h2',
  keywords = true,
  eager = false,
}: ArticleCardProps) {
  return (
    <Card
      className={styles.card}
      media={<ArticleImage src={article.featured_image} className={styles.image} eager={eager} />}
    >
      <p className={styles.meta}>
        <Badge tone="brand">{TYPE_BADGES[article.content_type]}</Badge>
        <DateText value={article.published_at} />
        <span>{article.reading_time} min read</span>
      </p>
      <Heading className={styles.title}>
        <Link to="/articles/$slug" params={{ slug: article.slug }} className={styles.link}>
          {article.title}
        </Link>
      </Heading>
      <p className={styles.clamp}>{articleSummaryText(article)}</p>
      <p className={styles.meta}>{countOf(article.views, 'view')}</p>
      {keywords && article.keywords.length ? (
        <ul className={styles.chips} aria-label="Keywords">
          {article.keywords.slice(0, CARD_KEYWORDS).map((keyword) => (
            <li key={keyword}>
              <Badge>{keyword}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** The card's frame before its data: a line for each line of text the card will have. */
export function ArticleCardSkeleton() {
  return (
    <Card media={<Skeleton className={styles.image} height="auto" />}>
      <SkeletonText className={styles.meta} width="60%" />
      <SkeletonText as="div" className={styles.titleLines} lines={2} />
      <SkeletonText className={styles.clamp} lines={3} />
      <SkeletonText className={styles.meta} width="30%" />
    </Card>
  );
}
