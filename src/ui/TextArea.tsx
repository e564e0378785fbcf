import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldFrameProps } from './Field';
import * as styles from './Field.css';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & FieldFrameProps;

export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  rows = 6,
  ...textareaProps
}: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(controlProps) => (
        <textarea className={styles.textarea} rows={rows} {...textareaProps} {...controlProps} />
      )}
    </Field>
  );
}
