import { revalidateLogic, useForm } from '@tanstack/react-form';
import { register } from '@/api/authRequests';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { Checkbox } from '@/ui/Checkbox';
import { FormShell } from '@/ui/FormShell';
import { checkboxProps, textFieldProps } from '@/ui/formBindings';
import { PasswordField } from '@/ui/PasswordField';
import { TextField } from '@/ui/TextField';
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
  const form = useForm({
    defaultValues: EMPTY,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: registerSchema },
    onSubmit: async ({ value }) => {
      server.reset();
      try {
        const account = { ...value, name: value.name.trim(), email: value.email.trim() };
        signedIn(await submit((key) => register(account, key)), { justJoined: true });
      } catch (error) {
        server.fail(error);
      }
    },
  });
  const clearOnChange = (name: string) => ({ onChange: () => server.clearField(name) });

  return (
    <FormShell
      form={form}
      label="Create your account"
      className={styles.form}
      error={server.banner}
      submitLabel="Create account"
      pendingLabel="Creating account..."
      fullWidth
    >
      <form.Field name="name" listeners={clearOnChange('name')}>
        {(field) => (
          <TextField
            label="Full name"
            autoComplete="name"
            {...textFieldProps(field, server.forField('name'))}
          />
        )}
      </form.Field>
      <form.Field name="email" listeners={clearOnChange('email')}>
        {(field) => (
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            {...textFieldProps(field, server.forField('email'))}
          />
        )}
      </form.Field>
      <form.Field name="password" listeners={clearOnChange('password')}>
        {(field) => (
          <>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              hint="At least 8 characters; mix cases, digits and symbols for a strong password."
              {...textFieldProps(field, server.forField('password'))}
            />
            <PasswordStrengthMeter password={field.state.value} />
          </>
        )}
      </form.Field>
      <form.Field name="password_confirmation" listeners={clearOnChange('password_confirmation')}>
        {(field) => (
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            {...textFieldProps(field, server.forField('password_confirmation'))}
          />
        )}
      </form.Field>
      <form.Field name="terms" listeners={clearOnChange('terms')}>
        {(field) => (
          <Checkbox
            label="I accept the terms and conditions"
            {...checkboxProps(field, server.forField('terms'))}
          />
        )}
      </form.Field>
    </FormShell>
  );
}
