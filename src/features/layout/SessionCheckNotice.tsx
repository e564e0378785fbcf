import { container } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import * as styles from './Layout.css';

/**
 * When the server can't say who is signed in (it failed, timed out or is unreachable), the
 * session is kept and the member can check again; until then the site shows them as a visitor.
 */
export function SessionCheckNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={`${container} ${styles.notice}`}>
      <Alert tone="error">
        We couldn't confirm that you're signed in. You haven't been signed out: check again in a
        moment.{' '}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Check again
        </Button>
      </Alert>
    </div>
  );
}
