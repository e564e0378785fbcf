import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import * as styles from './Field.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './useFieldIds';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
};

export function Select({
  label,
  options,
  hint,
  error,
  id,
  className,
  ...selectProps
}: SelectProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <select className={styles.control} {...selectProps} {...controlProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
