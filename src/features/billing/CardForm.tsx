import { revalidateLogic, useForm } from '@tanstack/react-form';
import { startCheckout } from '@/api/billing';
import type { CheckoutResult } from '@/api/generated';
import { useServerErrors } from '@/api/useServerErrors';
import { useSubmission } from '@/api/useSubmission';
import { textFieldProps } from '@/ui/formBindings';
import { FormShell } from '@/ui/FormShell';
import { TextField } from '@/ui/TextField';
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
  const form = useForm({
    defaultValues: EMPTY_CARD,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: cardFormSchema },
    onSubmit: async ({ value }) => {
      server.reset();
      try {
        onResult(await submit((key) => startCheckout(checkoutRequest(value), key)));
      } catch (error) {
        server.fail(error);
      }
    },
  });

  return (
    <FormShell
      form={form}
      label="Pay by card"
      className={styles.form}
      error={server.banner}
      submitLabel={submitLabel}
      pendingLabel="Checking your card..."
      fullWidth
    >
      <form.Field name="card_number">
        {(field) => (
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            {...textFieldProps(field, server.forField('card_number'))}
          />
        )}
      </form.Field>
      <div className={styles.cardRow}>
        <form.Field name="expiry">
          {(field) => (
            <TextField
              label="Expiry date"
              hint="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              {...textFieldProps(
                field,
                server.forField('expiry_month') ?? server.forField('expiry_year'),
              )}
            />
          )}
        </form.Field>
        <form.Field name="cvc">
          {(field) => (
            <TextField
              label="Security code"
              hint="3 digits on the back, 4 on the front of American Express"
              inputMode="numeric"
              autoComplete="cc-csc"
              {...textFieldProps(field, server.forField('cvc'))}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="cardholder_name">
        {(field) => (
          <TextField
            label="Name on card"
            autoComplete="cc-name"
            {...textFieldProps(field, server.forField('cardholder_name'))}
          />
        )}
      </form.Field>
    </FormShell>
  );
}
