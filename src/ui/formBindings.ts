import type { AnyFieldApi } from '@tanstack/react-form';
import type { ChangeEvent } from 'react';

/** The first message of a TanStack Form field's errors (Standard Schema issues or strings). */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (
      error &&
      typeof error === 'object' &&
      'message' in error &&
      typeof error.message === 'string'
    )
      return error.message;
  }
  return undefined;
}

/**
 * Props that bind a TanStack Form field to a TextField, TextArea or Select: value, change, blur and the error
 * to show (the form's own rule first, else what the server said about this field).
 */
export function textFieldProps(field: AnyFieldApi, serverError?: string) {
  return {
    name: field.name,
    value: field.state.value as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      field.handleChange(event.target.value),
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors) ?? serverError,
  };
}

export function checkboxProps(field: AnyFieldApi, serverError?: string) {
  return {
    name: field.name,
    checked: Boolean(field.state.value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.handleChange(event.target.checked),
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors) ?? serverError,
  };
}
