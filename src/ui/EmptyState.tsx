import type { ReactNode } from 'react';
import * as styles from './Feedback.css';

type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
};

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.panel}>
      <p className={styles.panelTitle}>{title}</p>
      {description ? <p className={styles.panelText}>{description}</p> : null}
      {action}
    </div>
  );
}
