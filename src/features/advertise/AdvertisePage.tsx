import { Link } from '@tanstack/react-router';
import { Seo } from '@/seo/Seo';
import { buttonClass } from '@/ui/Button';
import { AD_PLANS } from './adPlans';
import * as styles from './Advertise.css';
import { PlanGrid } from '@/ui/PlanGrid';
import { TalkToOurTeamLink } from '@/ui/TalkToOurTeamLink';
import { SiteStatList } from '@/features/stats';

const REASONS = [
  {
    title: 'Reach the right people',
    text: 'Travellers, expats and digital nomads planning their next move in Asia read Ginger every day.',
  },
  {
    title: 'Start for free',
    text: 'A free listing runs for 30 days with a photo and a contact button. No card needed.',
  },
  {
    title: 'Local and trusted',
    text: 'Listings sit beside guides written by people who live here, so readers arrive ready to book.',
  },
  {
    title: 'Simple to manage',
    text: 'Create a listing in minutes, and upgrade only when you want more reach.',
  },
];

const AD_CATEGORIES = [
  { title: 'Accommodation', text: 'Apartments, guesthouses, coliving and hostels.' },
  { title: 'Tours & Activities', text: 'Day trips, diving, cooking classes and treks.' },
  { title: 'Restaurants & Cafés', text: 'Places to eat, drink and work from.' },
  { title: 'Jobs & Recruitment', text: 'Schools, startups and agencies hiring in Asia.' },
  { title: 'Services', text: 'Visa agents, movers, insurance and coworking.' },
  { title: 'Buy & Sell', text: 'Scooters, furniture and everything in between.' },
];

const TESTIMONIALS = [
  {
    quote:
      'Our free listing filled two rooms in the first week. We moved to Premium the month after.',
    author: 'Mai, guesthouse owner in Hoi An',
  },
  {
    quote: 'We hired three English teachers through Ginger readers in one term.',
    author: 'Somchai, language school director in Chiang Mai',
  },
  {
    quote: 'The homepage banner brought more bookings than any other channel we tried.',
    author: 'Ketut, dive centre manager in Bali',
  },
];

type TileSectionProps = {
  id: string;
  title: string;
  tiles: ReadonlyArray<{ title: string; text: string }>;
  listClassName: string;
};

/** A section of tiles, each a short heading and a line. */
function TileSection({ id, title, tiles, listClassName }: TileSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={listClassName}>
        {tiles.map((tile) => (
          <li key={tile.title} className={styles.tile}>
            <h3>{tile.title}</h3>
            <p className={styles.muted}>{tile.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function planAction(planId: string) {
  return planId === 'free' ? (
    <Link to="/advertise/create" className={buttonClass({ fullWidth: true })}>
      Create Free Listing
    </Link>
  ) : (
    <TalkToOurTeamLink subject="Advertising" />
  );
}

export function AdvertisePage() {
  return (
    <div className={styles.page}>
      <Seo
        title="Advertise for FREE"
        description="Reach travellers, expats and digital nomads across Asia. Free 30-day listings, with Premium and Business plans for more reach."
        keywords={['advertise in Asia', 'free listing', 'expat advertising', 'travel advertising']}
        path="/advertise"
        breadcrumbs={[{ name: 'Advertise', url: '/advertise' }]}
      />
      <section className={styles.hero} aria-labelledby="advertise-title">
        <h1 id="advertise-title" className={styles.heroTitle}>
          Advertise for FREE
        </h1>
        <p className={styles.heroText}>
          Put your business in front of travellers, expats and digital nomads across Asia.
        </p>
        <p className={styles.actions}>
          <Link to="/advertise/create" className={buttonClass({ variant: 'accent' })}>
            Create Free Listing
          </Link>
          <a href="#pricing" className={buttonClass({ variant: 'secondary' })}>
            View Pricing
          </a>
          <Link to="/classifieds" className={buttonClass({ variant: 'secondary' })}>
            Browse the classifieds
          </Link>
        </p>
      </section>
      <SiteStatList
        figures={['travel_community', 'active_destinations', 'countries', 'forum_topics']}
      />
      <TileSection
        id="why-advertise"
        title="Why advertise with Ginger?"
        tiles={REASONS}
        listClassName={styles.tiles}
      />
      <TileSection
        id="ad-categories"
        title="What you can advertise"
        tiles={AD_CATEGORIES}
        listClassName={styles.sixTiles}
      />
      <section id="pricing" className={styles.section} aria-labelledby="pricing-title">
        <h2 id="pricing-title">Pricing</h2>
        <PlanGrid plans={AD_PLANS} action={(plan) => planAction(plan.id)} />
      </section>
      <section className={styles.section} aria-labelledby="testimonials">
        <h2 id="testimonials">What advertisers say</h2>
        <ul className={styles.tiles}>
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className={styles.quote}>
                <blockquote className={styles.quoteText}>{testimonial.quote}</blockquote>
                <figcaption className={styles.muted}>{testimonial.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="advertise-contact">
        <h2 id="advertise-contact">Questions?</h2>
        <p className={styles.muted}>Our team answers within one working day.</p>
        <p className={styles.actions}>
          <Link to="/contact" className={buttonClass({ variant: 'secondary' })}>
            Contact us
          </Link>
          <Link
            to="/contact"
            search={{ subject: 'Business plan' }}
            className={buttonClass({ variant: 'ghost' })}
          >
            Ask about the Business plan
          </Link>
        </p>
      </section>
    </div>
  );
}
