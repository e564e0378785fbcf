import type { ReactNode } from 'react';
import * as styles from './Feedback.css';

type ConfirmationProps = { title: ReactNode; message: ReactNode; children?: ReactNode };

/** What a form shows once the server has accepted it: the outcome, then where to go next. */
export function Confirmation({ title, message, children }: ConfirmationProps) {
  return (
    <div role="status" className={styles.panel}>
      <p className={styles.panelTitle}>{title}</p>
      <p className={styles.panelText}>{message}</p>
      {children}
    </div>
  );
}
