import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { InsiderGuideSummary } from '@/api/generated';
import { insiderGuidesQueryOptions } from '@/api/insiderGuides';
import { Seo } from '@/seo/Seo';
import { mutedText, pageStack, stretchedLink, tilePanel } from '@/styles/utilities.css';
import { Badge } from '@/ui/Badge';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import { GuideByline } from './GuideByline';
import * as styles from './Insider.css';

function GuideCard({ guide }: { guide: InsiderGuideSummary }) {
  return (
    <li>
      <article className={`${tilePanel} ${styles.guideCard}`}>
        <p className={styles.meta}>
          <span>
            {guide.location.city}, {guide.location.country}
          </span>
          {guide.locked ? <Badge tone="accent">Preview</Badge> : null}
        </p>
        <h2 className={styles.guideTitle}>
          <Link to="/insider/$slug" params={{ slug: guide.slug }} className={stretchedLink}>
            {guide.title}
          </Link>
        </h2>
        <p className={mutedText}>{guide.summary}</p>
        <GuideByline guide={guide} />
      </article>
    </li>
  );
}

/** /insider: guides by members who live there; whole for Adventurer, a preview for others. */
export function InsiderGuidesPage() {
  const guides = useQuery(insiderGuidesQueryOptions());

  return (
    <div className={pageStack}>
      <Seo
        title="Insider guides"
        description="Guides to Asian cities written by members who live there: where they eat, work and walk, and what they wish they had known."
        keywords={['insider guides', 'expat tips', 'local guides Asia', 'living in Asia']}
        path="/insider"
        breadcrumbs={[{ name: 'Insider guides', url: '/insider' }]}
      />
      <div>
        <h1>Insider guides</h1>
        <p className={mutedText}>
          Written by members who live there: where they eat, work and walk, and what they wish they
          had known.
        </p>
      </div>
      <QueryResult
        query={guides}
        loading="Loading insider guides..."
        error="We could not load the insider guides. Please try again."
        empty={
          <EmptyState
            title="No insider guides yet"
            description="Members who live in Asia are writing the first ones. Check back soon."
          />
        }
      >
        {(items) => (
          <>
            {items.some((guide) => guide.locked) ? (
              <p className={mutedText}>
                Everyone can read how each guide starts. Adventurer members read them in full:{' '}
                <Link to="/upgrade">see the plans</Link>.
              </p>
            ) : null}
            <ul className={styles.guides} aria-label="Insider guides">
              {items.map((guide) => (
                <GuideCard key={guide.slug} guide={guide} />
              ))}
            </ul>
          </>
        )}
      </QueryResult>
    </div>
  );
}
