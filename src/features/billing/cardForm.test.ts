import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/lib/clock';
import { cardFormSchema, checkoutRequest, type CardFormValues } from './cardForm';

const valid: CardFormValues = {
  card_number: '4242 4242 4242 4242',
  expiry: '08/29',
  cvc: '123',
  cardholder_name: 'Emma Explorer',
};

function messagesFor(values: Partial<CardFormValues>): Record<string, string[] | undefined> {
  const result = v.safeParse(cardFormSchema, { ...valid, ...values });
  return result.success ? {} : (v.flatten<typeof cardFormSchema>(result.issues).nested ?? {});
}

describe('the card form', () => {
  it('accepts a card that passes the Luhn check, with spaces as typed', () => {
    expect(messagesFor({})).toEqual({});
    expect(checkoutRequest(valid)).toEqual({
      plan: 'premium',
      card_number: '4242424242424242',
      expiry_month: 8,
      expiry_year: 2029,
      cvc: '123',
      cardholder_name: 'Emma Explorer',
    });
  });

  it('refuses a mistyped number: one digit off fails the checksum', () => {
    expect(messagesFor({ card_number: '4242 4242 4242 4241' }).card_number).toEqual([
      'This card number is not valid. Check it and try again.',
    ]);
    expect(messagesFor({ card_number: '' }).card_number).toEqual(['Enter your card number.']);
  });

  it('reads the expiry as MM/YY and refuses a card that expired before this month', () => {
    pinClock(new Date('2027-03-16T09:30:00Z'), { frozen: true });
    expect(messagesFor({ expiry: '13/29' }).expiry).toEqual([
      'Enter the expiry date as MM/YY, as printed on the card.',
    ]);
    expect(messagesFor({ expiry: '02/27' }).expiry).toEqual(['This card has expired.']);
    expect(messagesFor({ expiry: '03/27' })).toEqual({});
    expect(messagesFor({ expiry: '3 / 2027' })).toEqual({});
  });

  it('asks for 4 security digits on American Express and 3 on other cards', () => {
    expect(messagesFor({ card_number: '378282246310005', cvc: '123' }).cvc).toEqual([
      'Enter the 4-digit security code of your card.',
    ]);
    expect(messagesFor({ card_number: '378282246310005', cvc: '1234' })).toEqual({});
    expect(messagesFor({ cvc: '12' }).cvc).toEqual([
      'Enter the 3-digit security code of your card.',
    ]);
  });

  it('asks for the name on the card', () => {
    expect(messagesFor({ cardholder_name: '   ' }).cardholder_name).toEqual([
      'Enter the name on your card.',
    ]);
  });
});
