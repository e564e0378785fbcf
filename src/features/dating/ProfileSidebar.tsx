import type { DatingProfile } from '@/api/generated';
import { formatCount } from '@/lib/format';
import { visuallyHidden } from '@/styles/utilities.css';
import { Icon } from '@/ui/Icon';
import * as styles from './Dating.css';
import { Details, Section } from './ProfileSections';

const STARS = 5;

function Compatibility({ percent }: { percent: number }) {
  const filled = Math.round((percent / 100) * STARS);
  return (
    <Section id="compatibility" title="Compatibility">
      <p className={styles.value}>{percent}% match</p>
      <p className={styles.stars} aria-hidden="true">
        {Array.from({ length: STARS }, (_, star) => (
          <Icon key={star} name={star < filled ? 'star' : 'starOutline'} />
        ))}
      </p>
      <p className={visuallyHidden}>
        {filled} out of {STARS} stars
      </p>
    </Section>
  );
}

function SafetyReminder() {
  return (
    <Section id="safety-reminder" title="Stay safe">
      <ul>
        <li>Meet in public places for first dates.</li>
        <li>Never share financial information.</li>
        <li>Report suspicious behaviour to our safety team.</li>
      </ul>
    </Section>
  );
}

/**
 * Beside the profile's sections: its stats, the match with the signed-in viewer (a visitor has
 * none) and a safety reminder.
 */
export function ProfileSidebar({ profile }: { profile: DatingProfile }) {
  return (
    <aside className={styles.column} aria-label="Profile summary">
      <Section id="profile-stats" title="Profile Stats">
        <Details
          rows={[
            ['Member since', profile.memberSince],
            ['Response rate', `${profile.responseRate}%`],
            ['Response time', profile.responseTime],
            ['Profile views', formatCount(profile.profileViews)],
          ]}
        />
      </Section>
      {profile.compatibility !== null && <Compatibility percent={profile.compatibility} />}
      <SafetyReminder />
    </aside>
  );
}
