import type { ReactNode } from 'react';
import type { ForumMember } from '@/api/generated';
import { countOf, totalOf } from '@/lib/format';
import { DateText } from '@/ui/DateText';
import * as styles from './Forums.css';

type MemberFiguresProps = {
  member: Pick<ForumMember, 'posts' | 'topics' | 'joined'>;
  /** What follows the figures, e.g. the member's place. */
  children?: ReactNode;
};

/** A member's posts, topics started and join date, as their card and their profile show them. */
export function MemberFigures({ member, children }: MemberFiguresProps) {
  return (
    <p className={styles.meta}>
      <span>{countOf(member.posts, 'post')}</span>
      <span>{totalOf(member.topics, 'topic')} started</span>
      <span>
        Joined <DateText value={member.joined} />
      </span>
      {children}
    </p>
  );
}
