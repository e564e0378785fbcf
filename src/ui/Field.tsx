import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import * as styles from './Field.css';
import { FieldMessages } from './FieldMessages';

type FieldProps = {
  label: ReactNode;
  controlId: string;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  className?: string;
  children: ReactNode;
};

/** A labelled control with its hint and error text below. */
export function Field({
  label,
  controlId,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
