import { Link } from '@tanstack/react-router';
import { login } from '@/api/authRequests';
import type { User } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import * as styles from './AuthPage.css';
import { loginSchema, type LoginValues } from './schemas';

type LoginFormProps = { onSignedIn: (user: User) => void; defaultEmail?: string };

export function LoginForm({ onSignedIn, defaultEmail = '' }: LoginFormProps) {
  const server = useServerErrors();
  const defaultValues: LoginValues = { email: defaultEmail, password: '', remember: false };
  const form = useAppForm({
    defaultValues,
    ...checkedBy(loginSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        // Sign-in sends only email and password; "Remember me" decides where the token is kept.
        onSignedIn(
          await login(
            { email: value.email.trim(), password: value.password },
            { remember: value.remember ?? false },
          ),
        );
      });
    },
  });

  return (
    <FormShell
      form={form}
      label="Sign in"
      className={styles.form}
      server={server}
      submitLabel="Sign in"
      pendingLabel="Signing in..."
      fullWidth
    >
      <form.AppField name="email">
        {(field) => <field.TextField label="Email address" type="email" autoComplete="email" />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => <field.PasswordField label="Password" autoComplete="current-password" />}
      </form.AppField>
      <div className={styles.row}>
        <form.AppField name="remember">
          {(field) => <field.Checkbox label="Remember me" />}
        </form.AppField>
        <Link to="/forgot-password">Forgot your password?</Link>
      </div>
    </FormShell>
  );
}
