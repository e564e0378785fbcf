import { withFieldGroup } from './appForm';

/** A new password and its confirmation, as every form that sets a password asks for them. */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', password_confirmation: '' },
  render: function NewPasswordFields({ group }) {
    return (
      <>
        <group.AppField name="password">
          {(field) => <field.PasswordField label="New password" autoComplete="new-password" />}
        </group.AppField>
        <group.AppField name="password_confirmation">
          {(field) => (
            <field.PasswordField label="Confirm new password" autoComplete="new-password" />
          )}
        </group.AppField>
      </>
    );
  },
});
