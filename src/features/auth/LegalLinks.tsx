import { Link } from '@tanstack/react-router';
import * as styles from './AuthPage.css';

export function LegalLinks({ action }: { action: string }) {
  return (
    <p className={styles.small}>
      By {action} you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
      <Link to="/privacy">Privacy Policy</Link>.
    </p>
  );
}
