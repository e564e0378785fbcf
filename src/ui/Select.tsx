import type { SelectHTMLAttributes } from 'react';
import { labelledValues } from '@/lib/labels';
import { Field, type FieldFrameProps } from './Field';
import * as styles from './Field.css';

export type SelectOption = { value: string; label: string };

/** A label table (`lib/labels`) as a select's options, in its order. */
export const selectOptions = <T extends string>(labels: Record<T, string>): SelectOption[] =>
  labelledValues(labels).map((value) => ({ value, label: labels[value] }));

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
