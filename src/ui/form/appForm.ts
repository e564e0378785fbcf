import { createFormHook, revalidateLogic, type StandardSchemaV1 } from '@tanstack/react-form';
import {
  BoundCheckbox,
  BoundPasswordField,
  BoundSelect,
  BoundTextArea,
  BoundTextField,
} from './boundFields';
import { fieldContext, formContext } from './contexts';
import { BoundPhotoField } from './PhotoField';

/**
 * The app's forms: TanStack Form with the app's fields bound to it, so that a field is
 * `<form.AppField name="email">{(field) => <field.TextField label="Email address" />}</form.AppField>`.
 * Every bound field shows its messages one way: the form's own rule first, else what the server
 * said about it (FormShell's `server`), which goes as soon as the field is edited.
 */
export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    PasswordField: BoundPasswordField,
    TextArea: BoundTextArea,
    Select: BoundSelect,
    Checkbox: BoundCheckbox,
    PhotoField: BoundPhotoField,
  },
  formComponents: {},
});

/**
 * A form's rules, for `useAppForm`: `schema` is checked when the form is submitted, then at each
 * change once it has been (TanStack's revalidate logic).
 */
export function checkedBy<Schema extends StandardSchemaV1>(schema: Schema) {
  return { validationLogic: revalidateLogic(), validators: { onDynamic: schema } };
}
