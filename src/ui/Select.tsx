import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldFrameProps } from './Field';
import * as styles from './Field.css';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> &
  FieldFrameProps & { options: readonly SelectOption[] };

export function Select({
  label,
  options,
  hint,
  error,
  id,
  className,
  ...selectProps
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(controlProps) => (
        <select className={styles.control} {...selectProps} {...controlProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
