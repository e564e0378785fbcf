import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, type FieldFrameProps } from './Field';
import * as styles from './Field.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> &
  FieldFrameProps & {
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
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(controlProps) => (
        <>
          <input className={styles.control} {...inputProps} {...controlProps} />
          {trailing}
        </>
      )}
    </Field>
  );
}
