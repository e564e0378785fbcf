import type { CardBrand } from './generated';

/** What the checkout form and the mock's card check agree on about a payment card. */

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  other: 'Card',
};

/** The digits of a card number as typed (spaces and dashes dropped). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries: it catches a mistyped or swapped digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const prefix = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (prefix >= 2221 && prefix <= 2720)) return 'mastercard';
  return 'other';
}

/** American Express prints 4 digits on the front; the others 3 on the back. */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

export type CardExpiry = { month: number; year: number };

/** Reads 'MM/YY' (or 'MM / YYYY') as typed; null when it is not a month and a year. */
export function parseExpiry(input: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card works until the last day of its expiry month. */
export function hasExpired({ month, year }: CardExpiry, now: Date): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth;
}
