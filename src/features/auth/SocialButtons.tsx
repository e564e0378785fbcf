import { Button } from '@/ui/Button';
import * as styles from './AuthPage.css';

/** Google and Facebook sign-in are shown but permanently unavailable. */
export function SocialButtons() {
  return (
    <>
      <div className={styles.social}>
        <Button variant="secondary" disabled title="Not available yet">
          Google
        </Button>
        <Button variant="secondary" disabled title="Not available yet">
          Facebook
        </Button>
      </div>
      <p className={styles.divider}>or use your email</p>
    </>
  );
}
