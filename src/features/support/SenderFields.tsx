import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { textFieldProps } from '@/ui/formBindings';
import { TextField } from '@/ui/TextField';

/** Any TanStack form with `name` and `email` fields. */
type SenderForm = {
  Field: (props: {
    name: 'name' | 'email';
    children: (field: AnyFieldApi) => ReactNode;
  }) => ReactNode | Promise<ReactNode>;
};

/** Who is writing: name and email, as every message to the team asks for them. */
export function SenderFields({
  form,
  serverError,
}: {
  form: SenderForm;
  serverError: (field: string) => string | undefined;
}) {
  return (
    <>
      <form.Field name="name">
        {(field) => (
          <TextField
            label="Your name"
            autoComplete="name"
            {...textFieldProps(field, serverError('name'))}
          />
        )}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            {...textFieldProps(field, serverError('email'))}
          />
        )}
      </form.Field>
    </>
  );
}
