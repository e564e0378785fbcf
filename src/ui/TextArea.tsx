import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './Field';
import * as styles from './Field.css';
import { useFieldIds } from './useFieldIds';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

export function TextArea({ label, hint, error, id, className, ...textareaProps }: TextAreaProps) {
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
      <textarea className={styles.textarea} rows={6} {...textareaProps} {...controlProps} />
    </Field>
  );
}
