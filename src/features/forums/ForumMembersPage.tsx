import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { forumMembersInfiniteOptions } from '@/api/forums';
import type { ForumMember, ForumMemberSort } from '@/api/generated';
import { totalOf } from '@/lib/format';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { QueryResult } from '@/ui/QueryResult';
import { cx } from '@/lib/cx';
import { statusLine } from '@/styles/utilities.css';
import { ForumSubpageHeader } from './ForumSubpageHeader';
import * as styles from './Forums.css';
import { MemberFigures } from './MemberFigures';

/** Each list of members, by the order it shows them in. */
const MEMBER_LISTS: Record<ForumMemberSort, { path: string; title: string; intro: string }> = {
  active: {
    path: '/forums/members',
    title: 'Members',
    intro: 'The most active people in the forums.',
  },
  newest: {
    path: '/forums/new-members',
    title: 'New Members',
    intro: 'The newest people in the forums: say hello!',
  },
};

function MemberCard({ member }: { member: ForumMember }) {
  return (
    <Card as="div" className={styles.card}>
      <h2 className={styles.title}>
        <Link to="/forums/members/$slug" params={{ slug: member.slug }} className={styles.link}>
          <bdi>{member.name}</bdi>
        </Link>
      </h2>
      <p className={styles.row}>
        <Badge tone="brand">{member.level}</Badge>
      </p>
      <MemberFigures member={member}>
        {member.location ? <span>{member.location}</span> : null}
      </MemberFigures>
    </Card>
  );
}

function ForumMembers({ sort }: { sort: ForumMemberSort }) {
  const list = MEMBER_LISTS[sort];
  const members = useInfiniteQuery(forumMembersInfiniteOptions(sort));
  const items = members.data?.pages.flatMap((page) => page.data) ?? [];
  const total = members.data?.pages[0]?.meta.total;

  function results() {
    if (items.length === 0)
      return <EmptyState title="No members yet." description="Start a topic to be the first." />;
    return (
      <>
        <ul className={styles.members}>
          {items.map((member) => (
            <li key={member.name}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
        <LoadMoreButton pages={members} label="Load More Members" />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <ForumSubpageHeader path={list.path} title={list.title} intro={list.intro} />
      <p role="status" className={cx(styles.muted, statusLine)}>
        {total === undefined ? '' : totalOf(total, 'member')}
      </p>
      <QueryResult
        query={members}
        loading="Loading members..."
        error="We could not load the members. Please try again."
      >
        {results}
      </QueryResult>
    </div>
  );
}

export const MembersPage = () => <ForumMembers sort="active" />;

export const NewMembersPage = () => <ForumMembers sort="newest" />;
