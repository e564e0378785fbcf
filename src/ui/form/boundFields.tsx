import type { ChangeEvent } from 'react';
import { Checkbox, type CheckboxProps } from '../Checkbox';
import { PasswordField } from '../PasswordField';
import { Select, type SelectProps } from '../Select';
import { TextArea, type TextAreaProps } from '../TextArea';
import { TextField, type TextFieldProps } from '../TextField';
import { useFieldContext } from './contexts';
import { firstError } from './firstError';
import { useServerFieldError } from './serverErrors';

/** What a bound field takes from its form rather than from its caller. */
type Bound = 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'error';

type ServerNames = {
  /** The names the server gives this field's errors, when not the form's own (`expiry_month`). */
  serverNames?: readonly string[];
};

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The props that tie a control to the form's field of text: its value, its changes and the
 * message to show (the form's own rule first, else what the server said, dropped once edited).
 */
function useTextBinding(serverNames?: readonly string[]) {
  const field = useFieldContext<string>();
  const { serverError, clearServerError } = useServerFieldError(serverNames ?? [field.name]);
  return {
    name: field.name,
    value: field.state.value,
    onChange: (event: ChangeEvent<Control>) => {
      clearServerError();
      field.handleChange(event.target.value);
    },
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors) ?? serverError,
  };
}

export function BoundTextField({
  serverNames,
  ...props
}: Omit<TextFieldProps, Bound> & ServerNames) {
  return <TextField {...props} {...useTextBinding(serverNames)} />;
}

export function BoundPasswordField({
  serverNames,
  ...props
}: Omit<TextFieldProps, Bound | 'type' | 'trailing'> & ServerNames) {
  return <PasswordField {...props} {...useTextBinding(serverNames)} />;
}

export function BoundTextArea({ serverNames, ...props }: Omit<TextAreaProps, Bound> & ServerNames) {
  return <TextArea {...props} {...useTextBinding(serverNames)} />;
}

type SelectOnly = {
  /** Why the options could not be loaded: shown instead of the field's own message. */
  unavailable?: string;
};

export function BoundSelect({
  serverNames,
  unavailable,
  ...props
}: Omit<SelectProps, Bound> & ServerNames & SelectOnly) {
  const binding = useTextBinding(serverNames);
  return <Select {...props} {...binding} error={unavailable ?? binding.error} />;
}

export function BoundCheckbox({ serverNames, ...props }: Omit<CheckboxProps, Bound> & ServerNames) {
  const field = useFieldContext<boolean | undefined>();
  const { serverError, clearServerError } = useServerFieldError(serverNames ?? [field.name]);
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={Boolean(field.state.value)}
      onChange={(event) => {
        clearServerError();
        field.handleChange(event.target.checked);
      }}
      onBlur={field.handleBlur}
      error={firstError(field.state.meta.errors) ?? serverError}
    />
  );
}
