import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { activityQueryOptions } from '@/api/activity';
import type { Activity, ActivityKind } from '@/api/generated';
import { sitePathLink } from '@/lib/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { DateText } from '@/ui/DateText';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Account.css';

/** The words around each kind of action's subject: 'You saved' Chiang Mai. */
const WORDING: Record<ActivityKind, string> = {
  saved: 'You saved',
  list: 'You made the travel list',
  journal: 'You wrote in your journal:',
  topic: 'You started the topic',
  reply: 'You replied to',
  like: 'You liked',
  job: 'You posted the job',
  ad: 'You placed the ad',
};

function Subject({ activity }: { activity: Activity }) {
  const link = activity.path ? sitePathLink(activity.path) : null;
  const title = <bdi>{activity.title}</bdi>;
  return link ? <Link {...link}>{title}</Link> : <strong>{title}</strong>;
}

const NO_ACTIVITY = (
  <EmptyState
    title="No recent activity yet"
    description="Save a place, like an article or join a discussion and it will show up here."
    action={
      <ButtonLink to="/locations" variant="secondary">
        Start exploring
      </ButtonLink>
    }
  />
);

/** The dashboard's Recent Activity: what the member did, newest first, each linking to its page. */
export function RecentActivity() {
  const activity = useQuery(activityQueryOptions());

  return (
    <QueryResult query={activity} what="your recent activity" empty={NO_ACTIVITY}>
      {(entries) => (
        <ol className={styles.activity}>
          {entries.map((entry, index) => (
            <li key={`${entry.kind}-${entry.at}-${index}`} className={styles.activityItem}>
              <span>
                {WORDING[entry.kind]} <Subject activity={entry} />
              </span>
              <span className={styles.muted}>
                <DateText value={entry.at} format="relative" />
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryResult>
  );
}
