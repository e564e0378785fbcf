import { colors } from '@/styles/tokens';
import * as styles from './AuthPage.css';
import { passwordStrength, type StrengthLevel } from './passwordStrength';

const DISPLAY: Record<StrengthLevel, { label: string; color: string }> = {
  weak: { label: 'Weak', color: colors.danger },
  fair: { label: 'Fair', color: colors.accent },
  good: { label: 'Good', color: colors.info },
  strong: { label: 'Strong', color: colors.success },
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, level } = passwordStrength(password);
  const { label, color } = DISPLAY[level];
  return (
    <div className={styles.strength}>
      <span className={styles.strengthBar} aria-hidden="true">
        <span
          className={styles.strengthFill}
          style={{ width: `${(score / 5) * 100}%`, background: color }}
        />
      </span>
      <span aria-live="polite">Password strength: {label}</span>
    </div>
  );
}
