import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import * as styles from './Field.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './useFieldIds';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Rendered after the input, inside the field (e.g. a show-password toggle). */
  trailing?: ReactNode;
};

export function TextField({
  label,
  hint,
  error,
  trailing,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <input className={styles.control} {...inputProps} {...controlProps} />
      {trailing}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
