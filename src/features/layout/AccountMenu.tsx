import type { User } from '@/api/generated';
import { TIER_LABELS } from '@/api/tiers';
import { firstName } from '@/lib/format';
import { Menu } from '@/ui/Menu';
import { AccountLinks } from './AccountLinks';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './Header.css';

type AccountMenuProps = { user: User; onSignOut: () => void };

export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const tier = TIER_LABELS[user.membership_tier];
  return (
    <Menu
      triggerClassName={styles.iconButton}
      trigger={
        <>
          <span className={styles.avatar} aria-hidden="true">
            {user.name.trim().charAt(0).toUpperCase()}
          </span>
          {/* Named by what it shows, so those who say what they see can use it (WCAG 2.5.3). */}
          <span className={visuallyHidden}>Account menu:</span>{' '}
          <span className={styles.accountText}>
            <bdi className={styles.accountName}>{firstName(user.name)}</bdi>{' '}
            <span className={styles.tierLabel}>{tier}</span>
          </span>
        </>
      }
    >
      {(close) => (
        <>
          <p className={styles.menuEmail}>{user.email}</p>
          <AccountLinks onChoose={close} onSignOut={onSignOut} />
        </>
      )}
    </Menu>
  );
}
