import { revalidateLogic, useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { login } from '@/api/authRequests';
import type { User } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { Checkbox } from '@/ui/Checkbox';
import { FormShell } from '@/ui/FormShell';
import { checkboxProps, textFieldProps } from '@/ui/formBindings';
import { PasswordField } from '@/ui/PasswordField';
import { TextField } from '@/ui/TextField';
import * as styles from './AuthPage.css';
import { loginSchema, type LoginValues } from './schemas';

type LoginFormProps = { onSignedIn: (user: User) => void; defaultEmail?: string };

export function LoginForm({ onSignedIn, defaultEmail = '' }: LoginFormProps) {
  const server = useServerErrors();
  const defaultValues: LoginValues = { email: defaultEmail, password: '', remember: false };
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: loginSchema },
    onSubmit: async ({ value }) => {
      server.reset();
      try {
        // Sign-in sends only email and password; "Remember me" decides where the token is kept.
        onSignedIn(
          await login(
            { email: value.email.trim(), password: value.password },
            { remember: value.remember ?? false },
          ),
        );
      } catch (error) {
        server.fail(error);
      }
    },
  });

  return (
    <FormShell
      form={form}
      label="Sign in"
      className={styles.form}
      error={server.banner}
      submitLabel="Sign in"
      pendingLabel="Signing in..."
      fullWidth
    >
      <form.Field name="email" listeners={{ onChange: () => server.clearField('email') }}>
        {(field) => (
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            {...textFieldProps(field, server.forField('email'))}
          />
        )}
      </form.Field>
      <form.Field name="password" listeners={{ onChange: () => server.clearField('password') }}>
        {(field) => (
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...textFieldProps(field, server.forField('password'))}
          />
        )}
      </form.Field>
      <div className={styles.row}>
        <form.Field name="remember">
          {(field) => <Checkbox label="Remember me" {...checkboxProps(field)} />}
        </form.Field>
        <Link to="/forgot-password">Forgot your password?</Link>
      </div>
    </FormShell>
  );
}
