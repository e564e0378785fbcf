import { Link, linkOptions } from '@tanstack/react-router';
import { type SiteFigures, useSiteFigures } from '@/features/stats';
import { buttonClass } from '@/ui/Button';
import * as styles from './HomePage.css';

// The home page's fixed sections: what the site offers, where to start, and the calls to act.

/** The four sections, each with its size counted from the data. */
function features(figures: SiteFigures) {
  return linkOptions([
    {
      to: '/guides',
      title: 'Ginger Guides',
      text: 'Local knowledge for every stop',
      count: `${figures.guides} guides`,
    },
    {
      to: '/jobs',
      title: 'Jobs & Careers',
      text: 'Find work in Asia',
      count: `${figures.job_opportunities} open jobs`,
    },
    {
      to: '/dating',
      title: 'Dating & Personals',
      text: 'Meet expats and locals',
      count: `${figures.travel_community} members`,
    },
    {
      to: '/forums',
      title: 'Community Forums',
      text: 'Ask people who have done it',
      count: `${figures.forum_topics} discussions`,
    },
  ]);
}

export function FeatureTiles() {
  const figures = useSiteFigures();
  return (
    <section aria-labelledby="features" className={styles.section}>
      <h2 id="features">Everything for life in Asia</h2>
      <ul className={styles.grid4}>
        {features(figures).map((feature) => (
          <li key={feature.to}>
            <Link to={feature.to} className={styles.tile}>
              <span className={styles.tileTitle}>{feature.title}</span>
              <span>{feature.text}</span>
              <span className={styles.tileCount}>{feature.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const POPULAR_CATEGORIES = [
  { name: 'Travel Guides', slug: 'travel-guides' },
  { name: 'Digital Nomad', slug: 'digital-nomad' },
  { name: 'Food & Culture', slug: 'food-culture' },
  { name: 'Visa & Legal', slug: 'visa-legal' },
  { name: 'Accommodation', slug: 'accommodation' },
];

export function PopularCategories() {
  return (
    <section aria-labelledby="popular-categories" className={styles.section}>
      <h2 id="popular-categories">Popular Categories</h2>
      <ul className={styles.pills}>
        {POPULAR_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              to="/articles"
              search={{ category: category.slug }}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CallsToAction() {
  return (
    <section aria-labelledby="get-started" className={styles.cta}>
      <h2 id="get-started">Ready for your next adventure?</h2>
      <div className={styles.pills}>
        <Link to="/advertise" className={buttonClass({ variant: 'accent' })}>
          Advertise For FREE
        </Link>
        <Link to="/register" className={buttonClass({ variant: 'secondary' })}>
          Join Free Today
        </Link>
      </div>
    </section>
  );
}
