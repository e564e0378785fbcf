import * as v from 'valibot';
import { confirmCheckout } from '@/api/billing';
import type { CheckoutResult } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { mutedText } from '@/styles/utilities.css';
import { Dialog } from '@/ui/Dialog';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import * as styles from './Billing.css';

const codeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{6}$/, 'Enter the 6-digit code from the text message your bank sent.'),
  ),
});

type ConfirmPaymentDialogProps = {
  /** The checkout waiting for the bank's code; the dialog is open while there is one. */
  checkoutId: string | null;
  onConfirmed: (result: CheckoutResult) => void;
  onClose: () => void;
};

function CodeForm({
  checkoutId,
  onConfirmed,
}: { checkoutId: string } & Pick<ConfirmPaymentDialogProps, 'onConfirmed'>) {
  const server = useServerErrors();
  const form = useAppForm({
    defaultValues: { code: '' },
    ...checkedBy(codeSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        onConfirmed(await confirmCheckout(checkoutId, value.code.trim()));
      });
    },
  });
  return (
    <FormShell
      form={form}
      label="Bank confirmation"
      className={styles.stack}
      server={server}
      error={server.forField('code') ? null : server.banner}
      submitLabel="Confirm payment"
      pendingLabel="Confirming..."
    >
      <p className={mutedText}>
        Your bank sent a 6-digit code by text message to the phone number it has for this card.
        Nothing is charged until you confirm.
      </p>
      <form.AppField name="code">
        {(field) => (
          <field.TextField
            label="Code from your bank"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
      </form.AppField>
    </FormShell>
  );
}

/** The bank's second step (like 3-D Secure): the payment goes through once its code is given. */
export function ConfirmPaymentDialog({
  checkoutId,
  onConfirmed,
  onClose,
}: ConfirmPaymentDialogProps) {
  return (
    <Dialog open={checkoutId !== null} onClose={onClose} title="Confirm with your bank">
      {checkoutId ? <CodeForm checkoutId={checkoutId} onConfirmed={onConfirmed} /> : null}
    </Dialog>
  );
}
