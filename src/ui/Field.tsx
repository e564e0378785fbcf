import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import * as styles from './Field.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './useFieldIds';

/** What every labelled control takes besides its own attributes. */
export type FieldFrameProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
};

type ControlProps = ReturnType<typeof useFieldIds>['controlProps'];

/**
 * A labelled control with its hint and error text below: `children` renders the control with the
 * id and aria attributes that tie it to its label and messages.
 */
export function Field({
  label,
  hint,
  error,
  id,
  className,
  children,
}: FieldFrameProps & { children: (controlProps: ControlProps) => ReactNode }) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children(controlProps)}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
