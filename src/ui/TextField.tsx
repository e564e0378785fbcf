import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';
import * as styles from './Field.css';
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
    <Field
      label={label}
      controlId={controlId}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <input className={styles.control} {...inputProps} {...controlProps} />
      {trailing}
    </Field>
  );
}
