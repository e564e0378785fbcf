import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Button } from './Button';
import * as styles from './Feedback.css';

type ErrorStateProps = {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  action?: ReactNode;
};

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  action,
}: ErrorStateProps) {
  return (
    <div role="alert" className={cx(styles.panel, styles.errorPanel)}>
      {title ? <p className={styles.panelTitle}>{title}</p> : null}
      <p className={styles.panelText}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
      {action}
    </div>
  );
}
