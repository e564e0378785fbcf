import { SiteLink } from '@/ui/SiteLink';
import * as styles from './AuthPage.css';

export function LegalLinks({ action }: { action: string }) {
  return (
    <p className={styles.small}>
      By {action} you agree to our <SiteLink href="/terms">Terms of Service</SiteLink> and{' '}
      <SiteLink href="/privacy">Privacy Policy</SiteLink>.
    </p>
  );
}
