import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { datingProfilesInfiniteOptions } from '@/api/dating';
import { totalOf } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { QueryResult } from '@/ui/QueryResult';
import { DatingFilterForm } from './DatingFilterForm';
import { cx } from '@/lib/cx';
import { mutedText, pageStack, sectionStack, statusLine } from '@/styles/utilities.css';
import * as styles from './Dating.css';
import { ProfileCard } from './ProfileCard';
import type { DatingSearch } from './searchParams';
import { SiteStatList } from '@/features/stats';

const PER_PAGE = 12;

const SAFETY_FEATURES = [
  {
    title: 'Verified profiles',
    text: 'Members who confirm their identity carry a Verified badge, so you know who you are talking to.',
  },
  {
    title: 'Private messaging',
    text: 'Messages stay on Ginger. Your email address and phone number are never shown.',
  },
  {
    title: 'Report in one click',
    text: 'Every profile has a Report button that goes straight to our safety team.',
  },
  {
    title: 'Safety advice',
    text: 'Meet in public places for first dates and never share financial information.',
  },
];

function membersFoundText(total: number, country?: string): string {
  return `${totalOf(total, 'dating profile')} found${country ? ` in ${country}` : ''}`;
}

type DatingPageProps = { search: DatingSearch; onSearchChange: (next: DatingSearch) => void };

export function DatingPage({ search, onSearchChange }: DatingPageProps) {
  const profiles = useInfiniteQuery(
    datingProfilesInfiniteOptions({
      country: search.country,
      age: search.age,
      gender: search.gender,
      per_page: PER_PAGE,
    }),
  );
  const items = profiles.data?.pages.flatMap((page) => page.data) ?? [];
  const firstPage = profiles.data?.pages[0];
  const filtered = Boolean(search.country || search.age || search.gender);

  function results() {
    if (items.length === 0)
      return (
        <EmptyState
          title="No members match these filters."
          description="Try another country, age or gender."
          action={
            filtered ? (
              <Link to="/dating" className={buttonClass({ variant: 'secondary' })}>
                Show all members
              </Link>
            ) : null
          }
        />
      );
    return (
      <>
        <ul className={styles.grid}>
          {items.map((profile) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} />
            </li>
          ))}
        </ul>
        <LoadMoreButton pages={profiles} label="Load More Profiles" />
      </>
    );
  }

  return (
    <div className={pageStack}>
      <Seo
        title="Dating & Personals"
        description="Meet expats, travellers and locals across Asia: verified profiles, private messages and a safety team on call."
        keywords={['expat dating Asia', 'meet locals', 'dating in Asia']}
        path="/dating"
        breadcrumbs={[{ name: 'Dating', url: '/dating' }]}
      />
      <section className={styles.hero} aria-labelledby="dating-title">
        <h1 id="dating-title" className={styles.heroTitle}>
          Dating & Personals
        </h1>
        <p className={styles.heroText}>
          Meet expats, travellers and locals who share your love of Asia.
        </p>
        <DatingFilterForm
          key={JSON.stringify(search)}
          search={search}
          countries={firstPage?.available_filters.countries ?? []}
          onApply={onSearchChange}
        />
      </section>
      <SiteStatList
        figures={['dating_profiles', 'travel_community', 'active_destinations', 'countries']}
      />
      <section className={sectionStack} aria-labelledby="connect">
        <h2 id="connect">Connect with Amazing People</h2>
        <p role="status" className={cx(mutedText, statusLine)}>
          {firstPage ? membersFoundText(firstPage.meta.total, search.country) : ''}
        </p>
        <QueryResult
          query={profiles}
          loading="Loading members..."
          error="We could not load the members. Please try again."
        >
          {results}
        </QueryResult>
      </section>
      <section className={sectionStack} aria-labelledby="safety">
        <h2 id="safety">Your safety comes first</h2>
        <ul className={styles.features}>
          {SAFETY_FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <h3 className={styles.name}>{feature.title}</h3>
              <p className={mutedText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.callToAction} aria-labelledby="dating-cta">
        <h2 id="dating-cta">Ready to meet someone?</h2>
        <p className={mutedText}>Create a free profile in a minute, or go Premium to stand out.</p>
        <p className={styles.row}>
          <Link to="/register" className={buttonClass({ variant: 'primary' })}>
            Join Free Today
          </Link>
          <Link to="/premium" className={buttonClass({ variant: 'secondary' })}>
            Upgrade to Premium
          </Link>
        </p>
      </section>
    </div>
  );
}
