import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { resetPassword } from '@/api/account';
import { useServerErrors } from '@/api/useServerErrors';
import { confirmedNewPassword } from '@/lib/accountRules';
import { Seo } from '@/seo/Seo';
import { Alert } from '@/ui/Alert';
import { buttonClass } from '@/ui/Button';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { NewPasswordFields } from '@/ui/form/NewPasswordFields';
import { FormShell } from '@/ui/FormShell';
import * as styles from './AuthPage.css';

function AskAgain() {
  return (
    <Link to="/forgot-password" className={buttonClass({ variant: 'secondary' })}>
      Ask for a new link
    </Link>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const server = useServerErrors();
  const [changed, setChanged] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { password: '', password_confirmation: '' },
    ...checkedBy(confirmedNewPassword),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        setChanged(await resetPassword({ token, ...value }));
      });
    },
  });

  if (changed) {
    return (
      <>
        <Alert tone="success">{changed}</Alert>
        <Link to="/login" className={buttonClass({ variant: 'primary', fullWidth: true })}>
          Sign in
        </Link>
      </>
    );
  }
  const linkRefused = server.forField('token');
  return (
    <FormShell
      form={form}
      label="Choose a new password"
      className={styles.form}
      server={server}
      error={linkRefused ?? server.banner}
      submitLabel="Save new password"
      pendingLabel="Saving..."
      fullWidth
    >
      {linkRefused ? <AskAgain /> : null}
      <NewPasswordFields
        form={form}
        fields={{ password: 'password', password_confirmation: 'password_confirmation' }}
      />
    </FormShell>
  );
}

/** /reset-password?token=…: where a reset link leads, to choose a new password once. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  return (
    <div className={styles.formCard}>
      <Seo
        title="Choose a new password"
        description="Choose a new password for your Ginger account."
        path="/reset-password"
        noindex
      />
      <h1>Choose a new password</h1>
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <>
          <Alert tone="error">
            This link is missing its code. Open the link from the email again, or ask for a new one.
          </Alert>
          <AskAgain />
        </>
      )}
    </div>
  );
}
