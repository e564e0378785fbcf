import { register } from '@/api/authRequests';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import * as styles from './AuthPage.css';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { registerSchema, type RegisterValues } from './schemas';
import { useSignedIn } from './useSignedIn';

const EMPTY: RegisterValues = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms: false,
};

export function RegisterForm({ redirect }: { redirect?: string }) {
  const server = useServerErrors();
  const signedIn = useSignedIn(redirect);
  const submit = useSubmission();
  const form = useAppForm({
    defaultValues: EMPTY,
    ...checkedBy(registerSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        const account = { ...value, name: value.name.trim(), email: value.email.trim() };
        signedIn(await submit((key) => register(account, key)), { justJoined: true });
      });
    },
  });
  return (
    <FormShell
      form={form}
      label="Create your account"
      className={styles.form}
      server={server}
      submitLabel="Create account"
      pendingLabel="Creating account..."
      fullWidth
    >
      <form.AppField name="name">
        {(field) => <field.TextField label="Full name" autoComplete="name" />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email address" type="email" autoComplete="email" />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <>
            <field.PasswordField
              label="Password"
              autoComplete="new-password"
              hint="At least 8 characters; mix cases, digits and symbols for a strong password."
            />
            <PasswordStrengthMeter password={field.state.value} />
          </>
        )}
      </form.AppField>
      <form.AppField name="password_confirmation">
        {(field) => <field.PasswordField label="Confirm password" autoComplete="new-password" />}
      </form.AppField>
      <form.AppField name="terms">
        {(field) => <field.Checkbox label="I accept the terms and conditions" />}
      </form.AppField>
    </FormShell>
  );
}
