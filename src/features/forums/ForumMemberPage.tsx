import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isNotFound } from '@/api/errors';
import { forumMemberQueryOptions } from '@/api/forums';
import type { ForumMemberProfile } from '@/api/generated';
import { ItemNotFound } from '@/features/layout';
import { countOf } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { Badge } from '@/ui/Badge';
import { BackLink } from '@/ui/BackLink';
import { DateText } from '@/ui/DateText';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import * as styles from './Forums.css';
import { MemberFigures } from './MemberFigures';

export function ForumMemberNotFound() {
  return (
    <ItemNotFound
      title="Member not found"
      message="No member goes by this name, or they keep their profile to themselves."
      listPath="/forums/members"
      listLabel="Back to the members"
    />
  );
}

function RecentTopics({ member }: { member: ForumMemberProfile }) {
  if (member.recent_topics.length === 0)
    return (
      <p className={styles.muted}>
        <bdi>{member.name}</bdi> has not started a topic yet.
      </p>
    );
  return (
    <ul className={styles.list}>
      {member.recent_topics.map((topic) => (
        <li key={topic.id} className={styles.post}>
          <Link to="/forums/topic/$id" params={{ id: topic.id }} dir="auto">
            {topic.title}
          </Link>
          <p className={styles.meta}>
            <DateText value={topic.created} />
            <span>{countOf(topic.replyCount, 'reply', 'replies')}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A member's forum profile: who they are, what they started, and how many members looked. */
export function ForumMemberPage({ slug }: { slug: string }) {
  const query = useQuery(forumMemberQueryOptions(slug));
  if (query.isPending) return <Spinner label="Loading member..." />;
  if (query.isError) {
    if (isNotFound(query.error)) return <ForumMemberNotFound />;
    return (
      <div className={styles.page}>
        <h1>Forum member</h1>
        <ErrorState
          message="We could not load this member. Please try again."
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const member = query.data;
  const path = `/forums/members/${member.slug}`;
  return (
    <div className={styles.page}>
      <Seo
        title={`${member.name} | Community Forums`}
        description={`${member.name}, ${member.level} on the Ginger forums: ${countOf(member.posts, 'post')}.`}
        path={path}
        breadcrumbs={[
          { name: 'Forums', url: '/forums' },
          { name: 'Members', url: '/forums/members' },
          { name: member.name, url: path },
        ]}
      />
      <BackLink to="/forums/members">Back to the members</BackLink>
      <div>
        <h1 dir="auto">{member.name}</h1>
        <p className={styles.row}>
          <Badge tone="brand">{member.level}</Badge>
          {member.location ? <span className={styles.muted}>{member.location}</span> : null}
        </p>
      </div>
      <MemberFigures member={member}>
        <span>{countOf(member.profile_views, 'profile view')}</span>
      </MemberFigures>
      <section aria-labelledby="member-topics" className={styles.page}>
        <h2 id="member-topics">Topics started</h2>
        <RecentTopics member={member} />
      </section>
    </div>
  );
}
