import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { conversationsQueryOptions } from '@/api/dating';
import { countOf } from '@/lib/format';
import * as styles from './Header.css';
import { Icon } from '@/ui/Icon';

/** The header's way to the dating inbox, with the count of unread answers (members only). */
export function MessagesLink() {
  const inbox = useQuery({
    ...conversationsQueryOptions(),
    select: (response) => response.meta.unread,
  });
  const unread = inbox.data ?? 0;
  return (
    <Link
      to="/dating/messages"
      className={styles.iconButton}
      aria-label={unread > 0 ? `Messages: ${countOf(unread, 'unread message')}` : 'Messages'}
    >
      <Icon name="mail" />
      {unread > 0 ? <span className={styles.unreadCount}>{unread}</span> : null}
    </Link>
  );
}
