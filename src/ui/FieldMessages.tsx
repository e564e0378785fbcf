import type { ReactNode } from 'react';
import * as styles from './Field.css';

type FieldMessagesProps = {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
};

export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
