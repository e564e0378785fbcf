import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { requestPasswordReset } from '@/api/account';
import { useServerErrors } from '@/api/useServerErrors';
import { Seo } from '@/seo/Seo';
import { Alert } from '@/ui/Alert';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import * as styles from './AuthPage.css';
import { forgotPasswordSchema } from './schemas';

export function ForgotPasswordPage() {
  const server = useServerErrors();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { email: '' },
    ...checkedBy(forgotPasswordSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        setConfirmation(await requestPasswordReset(value.email.trim()));
      });
    },
  });

  return (
    <div className={styles.formCard}>
      <Seo
        title="Reset your password"
        description="Get a link to reset your Ginger password."
        path="/forgot-password"
        noindex
      />
      <h1>Forgot your password?</h1>
      {confirmation ? (
        <Alert tone="success">{confirmation}</Alert>
      ) : (
        <FormShell
          form={form}
          label="Reset your password"
          className={styles.form}
          server={server}
          submitLabel="Send reset link"
          pendingLabel="Sending..."
          fullWidth
        >
          <p className={styles.small}>
            Enter the email you signed up with and we will send you a link to choose a new password.
          </p>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email address" type="email" autoComplete="email" />}
          </form.AppField>
        </FormShell>
      )}
      <Link to="/login">Back to sign in</Link>
    </div>
  );
}
