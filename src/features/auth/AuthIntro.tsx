import { TIER_PLANS } from '@/api/plans';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import * as styles from './AuthPage.css';
import { SiteStatList } from '@/features/stats';

const BENEFITS = [
  { title: 'Save Favorites', text: 'Keep the places, jobs and articles you love in one list.' },
  { title: 'Insider Access', text: 'Guides written by people who live there.' },
  { title: 'Community', text: 'Ask travellers and expats who have done it before.' },
  {
    title: 'Photo Journals',
    text: 'Record your trips, with their photos, in your own Travel Journal.',
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading">
      <h2 id="benefits-heading">Why members love Ginger</h2>
      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <p className={styles.benefitTitle}>{benefit.title}</p>
            <p className={styles.small}>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Beside the join form: the plans side by side, then the community's figures. */
export function JoinIntro() {
  return (
    <>
      <section aria-labelledby="tiers-heading">
        <h2 id="tiers-heading">Choose your adventure</h2>
        <div className={styles.tiers}>
          {TIER_PLANS.map((plan) => (
            <Card key={plan.tier} as="section" aria-label={plan.name}>
              <h3>{plan.name}</h3>
              <p className={styles.tierPrice}>
                {plan.price}{' '}
                {plan.period ? <span className={styles.small}>{plan.period}</span> : null}
              </p>
              {plan.note ? <Badge tone="accent">{plan.note}</Badge> : null}
              <ul className={styles.featureList}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>
      <section aria-labelledby="community-heading">
        <h2 id="community-heading">Join a growing community</h2>
        <SiteStatList
          figures={['travel_community', 'active_destinations', 'forum_topics', 'travel_articles']}
          tone="soft"
        />
      </section>
    </>
  );
}
