import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import * as styles from './Field.css';
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
    <Field
      label={label}
      controlId={controlId}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <select className={styles.control} {...selectProps} {...controlProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
