import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { confirmedNewPassword, displayName } from '@/lib/accountRules';
import { changePassword, updateProfile } from '@/api/account';
import { authKeys } from '@/api/auth';
import type { User } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { useServerErrors } from '@/api/useServerErrors';
import { Seo } from '@/seo/Seo';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { NewPasswordFields } from '@/ui/form/NewPasswordFields';
import { FormShell } from '@/ui/FormShell';
import { TextField } from '@/ui/TextField';
import * as styles from './Account.css';
import { DeleteAccount } from './DeleteAccount';
import { SettingsPreferences } from './SettingsPreferences';

const nameSchema = v.object({ name: displayName });

const passwordSchema = v.intersect([
  v.object({
    current_password: v.pipe(v.string(), v.minLength(1, 'Enter your current password')),
  }),
  confirmedNewPassword,
]);

function NameForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const server = useServerErrors();
  const [saved, setSaved] = useState(false);
  const form = useAppForm({
    defaultValues: { name: user.name },
    ...checkedBy(nameSchema),
    onSubmit: async ({ value }) => {
      setSaved(false);
      await server.attempt(async () => {
        queryClient.setQueryData(authKeys.currentUser, await updateProfile(value.name.trim()));
        setSaved(true);
      });
    },
  });
  return (
    <FormShell
      form={form}
      labelledBy="profile-heading"
      heading={<h2 id="profile-heading">Profile</h2>}
      className={styles.formCard}
      server={server}
      success={saved ? 'Your name has been updated.' : null}
      submitLabel="Save name"
      pendingLabel="Saving..."
    >
      <TextField
        label="Email address"
        value={user.email}
        readOnly
        hint="Your email is your sign-in and cannot be changed here."
      />
      <form.AppField name="name">
        {(field) => <field.TextField label="Full name" autoComplete="name" />}
      </form.AppField>
    </FormShell>
  );
}

function PasswordForm() {
  const server = useServerErrors();
  const [saved, setSaved] = useState(false);
  const form = useAppForm({
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    ...checkedBy(passwordSchema),
    onSubmit: async ({ value, formApi }) => {
      setSaved(false);
      await server.attempt(async () => {
        await changePassword(value);
        formApi.reset();
        setSaved(true);
      });
    },
  });
  return (
    <FormShell
      form={form}
      labelledBy="password-heading"
      heading={<h2 id="password-heading">Password</h2>}
      className={styles.formCard}
      server={server}
      success={saved ? 'Your password has been changed.' : null}
      submitLabel="Change password"
      pendingLabel="Changing..."
    >
      <form.AppField name="current_password">
        {(field) => (
          <field.PasswordField label="Current password" autoComplete="current-password" />
        )}
      </form.AppField>
      <NewPasswordFields
        form={form}
        fields={{ password: 'password', password_confirmation: 'password_confirmation' }}
      />
    </FormShell>
  );
}

export function SettingsPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <Seo title="Settings" path="/settings" noindex />
      <h1>Settings</h1>
      <NameForm user={user} />
      <PasswordForm />
      <SettingsPreferences email={user.email} />
      <DeleteAccount />
    </div>
  );
}
