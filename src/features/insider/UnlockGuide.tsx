import { Link } from '@tanstack/react-router';
import type { InsiderGuide } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { countOf } from '@/lib/format';
import { actionRow, mutedText } from '@/styles/utilities.css';
import { buttonClass } from '@/ui/Button';
import { FreeTrialLink } from '@/ui/FreeTrialLink';
import * as styles from './Insider.css';

/** Where a preview stops: the sections that follow, and the way to read them. */
export function UnlockGuide({ guide }: { guide: InsiderGuide }) {
  const { user } = useCurrentUser();
  const hidden = guide.hidden_section_titles;
  return (
    <section className={styles.unlock} aria-labelledby="unlock-guide">
      <h2 id="unlock-guide" className={styles.unlockTitle}>
        The rest of this guide is for Adventurer members
      </h2>
      <p className={mutedText}>
        {countOf(hidden.length, 'more section')} by {guide.author.name}:
      </p>
      <ul>
        {hidden.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <div className={actionRow}>
        {user ? (
          <Link to="/checkout" className={buttonClass({ variant: 'primary' })}>
            Upgrade to Adventurer
          </Link>
        ) : (
          <>
            <FreeTrialLink />
            <Link
              to="/login"
              search={{ redirect: `/insider/${guide.slug}` }}
              className={buttonClass({ variant: 'secondary' })}
            >
              Sign in
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
