import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isNotFound } from '@/api/errors';
import { insiderGuideQueryOptions } from '@/api/insiderGuides';
import { Seo } from '@/seo/Seo';
import { mutedText, pageStack } from '@/styles/utilities.css';
import { Badge } from '@/ui/Badge';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Markdown } from '@/ui/Markdown';
import { Spinner } from '@/ui/Spinner';
import { locationLink } from '@/features/locations';
import { GuideByline } from './GuideByline';
import * as styles from './Insider.css';
import { UnlockGuide } from './UnlockGuide';
import { BackLink } from '@/ui/BackLink';

const BACK = <BackLink to="/insider">All insider guides</BackLink>;

/** /insider/{slug}: one guide, whole for Adventurer and Enterprise members, else its preview. */
export function InsiderGuidePage({ slug }: { slug: string }) {
  const query = useQuery(insiderGuideQueryOptions(slug));
  const path = `/insider/${slug}`;

  if (query.isPending) return <Spinner label="Loading the guide..." />;
  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <div className={pageStack}>
        <Seo
          title={missing ? 'Guide not found' : 'Error loading guide'}
          path={missing ? '/insider' : path}
          noindex
        />
        <h1>{missing ? 'Guide not found' : 'Error loading guide'}</h1>
        {missing ? (
          <EmptyState
            title="This guide is not here"
            description="It may have been renamed or taken down. The other insider guides are still here."
          />
        ) : (
          <ErrorState
            message="We could not load this guide. Please try again."
            onRetry={() => void query.refetch()}
          />
        )}
        {BACK}
      </div>
    );
  }

  const guide = query.data;
  return (
    <article className={pageStack}>
      <Seo
        title={guide.title}
        description={guide.summary}
        keywords={['insider guide', guide.location.city, guide.location.country]}
        path={path}
        type="article"
        breadcrumbs={[
          { name: 'Insider guides', url: '/insider' },
          { name: guide.title, url: path },
        ]}
      />
      {BACK}
      <div className={styles.article}>
        <p className={styles.meta}>
          <Link {...locationLink(guide.location)}>
            {guide.location.city}, {guide.location.country}
          </Link>
          {guide.locked ? <Badge tone="accent">Preview</Badge> : null}
        </p>
        <h1>{guide.title}</h1>
        <GuideByline guide={guide} />
        <p className={mutedText}>{guide.summary}</p>
        <Markdown source={guide.content} />
        {guide.locked ? <UnlockGuide guide={guide} /> : null}
      </div>
    </article>
  );
}
