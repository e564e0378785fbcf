import { useQuery } from '@tanstack/react-query';
import { Link, linkOptions, useRouterState } from '@tanstack/react-router';
import { profileViewsQueryOptions } from '@/api/activity';
import { conversationsQueryOptions } from '@/api/dating';
import { favoritesQueryOptions } from '@/api/favorites';
import { travelListsQueryOptions } from '@/api/travelLists';
import { TIER_LABELS } from '@/api/tiers';
import { firstName } from '@/lib/format';
import { useCurrentUser } from '@/api/useCurrentUser';
import { Seo } from '@/seo/Seo';
import { Badge } from '@/ui/Badge';
import { buttonClass } from '@/ui/Button';
import * as styles from './Account.css';
import { RecentActivity } from './RecentActivity';

const QUICK_ACTIONS = linkOptions([
  { to: '/locations', title: 'Explore Locations', text: 'Find your next base in Asia.' },
  { to: '/favorites', title: 'My Favorites', text: 'Everything you saved.' },
  { to: '/lists/new', title: 'Create a Travel List', text: 'Group saved places for a trip.' },
  { to: '/community', title: 'Join the Community', text: 'Meet travellers and expats.' },
]);

export function DashboardPage() {
  const { user } = useCurrentUser();
  const justJoined = useRouterState({
    select: (state) => state.location.state.justJoined === true,
  });
  const favorites = useQuery({ ...favoritesQueryOptions(), enabled: user !== null });
  const lists = useQuery({ ...travelListsQueryOptions(), enabled: user !== null });
  // The people the member writes with on Dating; the inbox itself asks again, not the dashboard.
  const conversations = useQuery({
    ...conversationsQueryOptions(),
    refetchInterval: false,
    enabled: user !== null,
  });
  const profileViews = useQuery({ ...profileViewsQueryOptions(), enabled: user !== null });
  if (!user) return null;
  const savedLocations = favorites.data?.data.filter(
    (favorite) => favorite.kind === 'location',
  ).length;
  const counters = [
    { label: 'Saved Locations', value: favorites.isPending ? '…' : String(savedLocations ?? 0) },
    { label: 'Travel Lists', value: lists.isPending ? '…' : String(lists.data?.length ?? 0) },
    {
      label: 'Connections',
      value: conversations.isPending ? '…' : String(conversations.data?.data.length ?? 0),
    },
    {
      label: 'Profile Views',
      value: profileViews.isPending ? '…' : String(profileViews.data ?? 0),
    },
  ];

  return (
    <div className={styles.page}>
      <Seo title="My Adventures" path="/dashboard" noindex />
      <div>
        <div className={styles.header}>
          <h1>
            {justJoined ? 'Welcome to Ginger' : 'Welcome back'}, <bdi>{firstName(user.name)}</bdi>!
          </h1>
          <Badge tone="brand">{TIER_LABELS[user.membership_tier]}</Badge>
        </div>
        <p className={styles.muted}>
          Your adventures at a glance. <Link to="/settings">Account settings</Link> ·{' '}
          <Link to="/requests">Your requests</Link>
          {user.membership_tier === 'corporate' ? (
            <>
              {' '}
              · <Link to="/team">Team dashboard</Link>
            </>
          ) : null}
        </p>
      </div>

      {user.membership_tier === 'free' ? (
        <section className={styles.banner} aria-labelledby="upgrade-banner">
          <div>
            <h2 id="upgrade-banner">Go further as an Adventurer</h2>
            <p className={styles.muted}>
              Unlimited saves, insider guides and your own Travel Journal, free for 30 days.
            </p>
          </div>
          <Link to="/upgrade" className={buttonClass({ variant: 'primary' })}>
            Upgrade Now
          </Link>
        </section>
      ) : null}

      <section aria-label="Your numbers">
        <dl className={styles.counters}>
          {counters.map((counter) => (
            <div key={counter.label} className={styles.counter}>
              <dt className={styles.muted}>{counter.label}</dt>
              <dd className={styles.counterValue}>{counter.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick actions</h2>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className={styles.action}>
                <span className={styles.actionTitle}>{action.title}</span>
                <span className={styles.muted}>{action.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent Activity</h2>
        <RecentActivity />
      </section>
    </div>
  );
}
