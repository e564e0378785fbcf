import { useRouterState } from '@tanstack/react-router';
import { useSiteSearch } from '@/lib/useSiteSearch';
import { organizationJsonLd, websiteJsonLd } from '@/seo/jsonLd';
import { Seo } from '@/seo/Seo';
import { site } from '@/seo/site';
import { visuallyHidden } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import * as styles from './HomePage.css';
import { LatestArticles, TrendingDestinations, TrendingNow } from './HomeSections';
import { CallsToAction, FeatureTiles, PopularCategories } from './HomeTiles';
import { StatsStrip } from './StatsStrip';

export function HomePage() {
  const { form, input } = useSiteSearch();
  const accountDeleted = useRouterState({
    select: (state) => state.location.state.accountDeleted === true,
  });

  return (
    <div className={styles.page}>
      <Seo
        path="/"
        description={site.defaultDescription}
        keywords={[
          'Asia travel',
          'expat guide',
          'digital nomad Asia',
          'jobs in Asia',
          'Southeast Asia',
        ]}
        breadcrumbs={[{ name: 'Home', url: '/' }]}
        structuredData={[websiteJsonLd(), organizationJsonLd()]}
      />
      {accountDeleted ? (
        <Alert tone="success">
          Your account has been deleted and you have been signed out. Safe travels!
        </Alert>
      ) : null}
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          Discover the spice of Asia
        </h1>
        <p className={styles.heroText}>
          Your ultimate travel companion: guides, jobs, articles and a community of travellers and
          expats.
        </p>
        <form role="search" aria-label="Explore Ginger" className={styles.heroSearch} {...form}>
          <label htmlFor="home-search" className={visuallyHidden}>
            Search Ginger
          </label>
          <input
            id="home-search"
            type="search"
            className={styles.heroInput}
            placeholder="Search guides, jobs, destinations, personals..."
            {...input}
          />
          <Button type="submit" variant="accent" size="lg">
            Explore
          </Button>
        </form>
      </section>
      <section aria-label="Community statistics">
        <StatsStrip />
      </section>
      <TrendingDestinations />
      <FeatureTiles />
      <LatestArticles />
      <TrendingNow />
      <PopularCategories />
      <CallsToAction />
    </div>
  );
}
