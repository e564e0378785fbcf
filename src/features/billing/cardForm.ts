import * as v from 'valibot';
import type { CheckoutRequest } from '@/api/generated';
import {
  cardBrand,
  cardDigits,
  cvcLength,
  hasExpired,
  parseExpiry,
  passesLuhn,
} from '@/api/paymentCard';
import { now as clockNow } from '@/lib/clock';

export type CardFormValues = {
  card_number: string;
  expiry: string;
  cvc: string;
  cardholder_name: string;
};

export const EMPTY_CARD: CardFormValues = {
  card_number: '',
  expiry: '',
  cvc: '',
  cardholder_name: '',
};

const EXPIRY_FORMAT = 'Enter the expiry date as MM/YY, as printed on the card.';

const securityCodeMessage = (cardNumber: string) =>
  `Enter the ${cvcLength(cardBrand(cardDigits(cardNumber)))}-digit security code of your card.`;

/** Each check of a field assumes the previous one passed; the field shows one message. */
const firstIssueOnly = <S extends v.GenericSchema<string>>(schema: S) =>
  v.config(schema, { abortPipeEarly: true });

/** What the card form checks before anything is sent (the server checks the same again). */
export const cardFormSchema = v.pipe(
  v.object({
    card_number: firstIssueOnly(
      v.pipe(
        v.string(),
        v.nonEmpty('Enter your card number.'),
        v.check(
          (value) => passesLuhn(cardDigits(value)),
          'This card number is not valid. Check it and try again.',
        ),
      ),
    ),
    expiry: firstIssueOnly(
      v.pipe(
        v.string(),
        v.check((value) => parseExpiry(value) !== null, EXPIRY_FORMAT),
        v.check((value) => !hasExpired(parseExpiry(value)!, clockNow()), 'This card has expired.'),
      ),
    ),
    cvc: v.pipe(v.string(), v.nonEmpty('Enter the security code (CVC) of your card.')),
    cardholder_name: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the name on your card.')),
  }),
  v.forward(
    v.partialCheck(
      [['card_number'], ['cvc']],
      ({ card_number, cvc }) =>
        new RegExp(`^\\d{${cvcLength(cardBrand(cardDigits(card_number)))}}$`).test(cvc.trim()),
      (issue) => securityCodeMessage((issue.input as CardFormValues).card_number),
    ),
    ['cvc'],
  ),
);

/** The form's values as the checkout request sends them. */
export function checkoutRequest(values: CardFormValues): CheckoutRequest {
  const expiry = parseExpiry(values.expiry)!;
  return {
    plan: 'premium',
    card_number: cardDigits(values.card_number),
    expiry_month: expiry.month,
    expiry_year: expiry.year,
    cvc: values.cvc.trim(),
    cardholder_name: values.cardholder_name.trim(),
  };
}
