import { startCheckout } from '@/api/billing';
import type { CheckoutResult } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { checkedBy, useAppForm } from '@/ui/form/appForm';
import { FormShell } from '@/ui/FormShell';
import * as styles from './Billing.css';
import { cardFormSchema, checkoutRequest, EMPTY_CARD } from './cardForm';

type CardFormProps = {
  submitLabel: string;
  /** The checkout's answer: the plan started, or the bank asks for a code. */
  onResult: (result: CheckoutResult) => void;
};

/** The card to pay Adventurer with. What was typed stays after a refusal, to correct it. */
export function CardForm({ submitLabel, onResult }: CardFormProps) {
  const server = useServerErrors();
  const submit = useSubmission();
  const form = useAppForm({
    defaultValues: EMPTY_CARD,
    ...checkedBy(cardFormSchema),
    onSubmit: async ({ value }) => {
      await server.attempt(async () => {
        onResult(await submit((key) => startCheckout(checkoutRequest(value), key)));
      });
    },
  });

  return (
    <FormShell
      form={form}
      label="Pay by card"
      className={styles.form}
      server={server}
      submitLabel={submitLabel}
      pendingLabel="Checking your card..."
      fullWidth
    >
      <form.AppField name="card_number">
        {(field) => (
          <field.TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
          />
        )}
      </form.AppField>
      <div className={styles.cardRow}>
        <form.AppField name="expiry">
          {(field) => (
            <field.TextField
              label="Expiry date"
              hint="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              serverNames={['expiry_month', 'expiry_year']}
            />
          )}
        </form.AppField>
        <form.AppField name="cvc">
          {(field) => (
            <field.TextField
              label="Security code"
              hint="3 digits on the back, 4 on the front of American Express"
              inputMode="numeric"
              autoComplete="cc-csc"
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="cardholder_name">
        {(field) => <field.TextField label="Name on card" autoComplete="cc-name" />}
      </form.AppField>
    </FormShell>
  );
}
