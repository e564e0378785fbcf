import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import * as styles from './Field.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './useFieldIds';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  error?: ReactNode;
};

export function Checkbox({ label, error, id, className, ...inputProps }: CheckboxProps) {
  const { controlId, errorId, controlProps } = useFieldIds(id, undefined, error);
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.checkboxRow}>
        <input type="checkbox" className={styles.checkbox} {...inputProps} {...controlProps} />
        <label htmlFor={controlId}>{label}</label>
      </div>
      <FieldMessages error={error} errorId={errorId} />
    </div>
  );
}
