import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { deleteAccount } from '@/api/account';
import { useCurrentUser } from '@/api/useCurrentUser';
import { useServerErrors } from '@/api/useServerErrors';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import * as styles from './Settings.css';

const confirmSchema = v.object({
  password: v.pipe(v.string(), v.minLength(1, 'Enter your password to confirm')),
});

type DeleteAccountFormProps = { passwordId: string; onCancel: () => void };

function DeleteAccountForm({ passwordId, onCancel }: DeleteAccountFormProps) {
  const navigate = useNavigate();
  const { signOut } = useCurrentUser();
  const server = useServerErrors();
  const form = useAppForm({
    defaultValues: { password: '' },
    ...checkedBy(confirmSchema),
    onSubmit: async ({ value }) => {
      let deleted = false;
      await server.attempt(async () => {
        await deleteAccount(value.password);
        deleted = true;
      });
      if (!deleted) return;
      signOut();
      await navigate({ to: '/', state: { accountDeleted: true } });
    },
  });

  return (
    <div className={styles.dialogBody}>
      <p className={styles.muted}>This removes for good:</p>
      <ul className={styles.consequences}>
        <li>your saved places, travel lists and travel journal</li>
        <li>your messages, likes and classified listings, and the jobs you posted</li>
        <li>your plan, with no further payments</li>
      </ul>
      <p className={styles.muted}>
        Forum topics and replies stay, under the name you posted them with. You will be signed out.
      </p>
      <FormShell
        form={form}
        label="Confirm account deletion"
        className={styles.dialogForm}
        server={server}
        submitLabel="Delete my account"
        pendingLabel="Deleting..."
        fullWidth
      >
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              id={passwordId}
              label="Your password"
              autoComplete="current-password"
              hint="To confirm it is you."
            />
          )}
        </form.AppField>
      </FormShell>
      <Button variant="secondary" fullWidth onClick={onCancel}>
        Keep my account
      </Button>
    </div>
  );
}

/** Deleting the account, set apart from the other settings, behind a password confirmation. */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const passwordId = useId();
  // Once the dialog is open (its effect runs first), focus goes to the password to type rather
  // than to the dialog's Close button, which the browser would pick.
  useEffect(() => {
    if (confirming) document.getElementById(passwordId)?.focus();
  }, [confirming, passwordId]);
  return (
    <section aria-labelledby="delete-heading" className={styles.dangerZone}>
      <h2 id="delete-heading" className={styles.dangerHeading}>
        Delete account
      </h2>
      <p className={styles.muted}>
        Deleting your account removes your profile and everything you saved on Ginger. It can't be
        undone.
      </p>
      <Button className={styles.dangerButton} onClick={() => setConfirming(true)}>
        Delete my account...
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Delete your account?">
        <DeleteAccountForm passwordId={passwordId} onCancel={() => setConfirming(false)} />
      </Dialog>
    </section>
  );
}
