import { AdCurrency, type Ad, type AdPriceKind, type AdPricePeriod } from '@/api/generated';

/** How a seller can ask: the form's choices, and the words a listing without an amount shows. */
export const PRICE_KIND_LABELS: Record<AdPriceKind, string> = {
  amount: 'A price',
  free: 'Free',
  on_request: 'Price on request',
};

/** What an amount is asked for, as the form offers it and a listing reads ('THB 9,500 per month'). */
export const PRICE_PERIOD_LABELS: Record<AdPricePeriod, string> = {
  hour: 'per hour',
  night: 'per night',
  week: 'per week',
  month: 'per month',
};

const CURRENCY_NAMES: Record<AdCurrency, string> = {
  THB: 'Thai baht',
  VND: 'Vietnamese dong',
  IDR: 'Indonesian rupiah',
  MYR: 'Malaysian ringgit',
  SGD: 'Singapore dollar',
  PHP: 'Philippine peso',
  KHR: 'Cambodian riel',
  LAK: 'Lao kip',
  MMK: 'Myanmar kyat',
  JPY: 'Japanese yen',
  KRW: 'South Korean won',
  TWD: 'New Taiwan dollar',
  HKD: 'Hong Kong dollar',
  CNY: 'Chinese yuan',
  INR: 'Indian rupee',
  LKR: 'Sri Lankan rupee',
  NPR: 'Nepalese rupee',
  USD: 'US dollar',
};

/** 'THB: Thai baht', in the contract's order (the region's currencies, then the US dollar). */
export const CURRENCY_OPTIONS = Object.values(AdCurrency).map((code) => ({
  value: code,
  label: `${code}: ${CURRENCY_NAMES[code]}`,
}));

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A listing's amount as every classified writes it: the currency's code, then the amount with
 * its cents only when it has some ('THB 9,500', 'SGD 12.50').
 */
export function formatPrice(amount: number, currency: AdCurrency): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      trailingZeroDisplay: 'stripIfInteger',
    });
    formats.set(currency, format);
  }
  return format.format(amount);
}

type AdPrice = Pick<Ad, 'price_kind' | 'price_amount' | 'price_currency' | 'price_period'>;

/** What a listing asks: its amount (and what for, 'per month'), 'Free' or 'Price on request'. */
export function priceText(ad: AdPrice): string {
  if (ad.price_kind === 'amount' && ad.price_amount !== null && ad.price_currency !== null) {
    const amount = formatPrice(ad.price_amount, ad.price_currency);
    return ad.price_period ? `${amount} ${PRICE_PERIOD_LABELS[ad.price_period]}` : amount;
  }
  return ad.price_kind === 'free' ? 'Free' : PRICE_KIND_LABELS.on_request;
}

/** The price as the form holds it: text, so a half-typed amount stays as typed ('' is one-off). */
export type PriceForm = {
  price_kind: string;
  price_amount: string;
  price_currency: string;
  price_period: string;
};

/** A listing's price in the form, for editing it. */
export function priceFormOf(ad: AdPrice): PriceForm {
  return {
    price_kind: ad.price_kind,
    price_amount: ad.price_amount === null ? '' : String(ad.price_amount),
    price_currency: ad.price_currency ?? '',
    price_period: ad.price_period ?? '',
  };
}

/** A whole number or one with up to two decimals, with a dot or a comma ('9500', '12,50'). */
export const AMOUNT_PATTERN = /^\d{1,12}([.,]\d{1,2})?$/;

/** The request's price from a form that passed its rules (an amount only with `amount`). */
export function toPriceRequest(form: PriceForm) {
  const priced = form.price_kind === 'amount';
  return {
    price_kind: form.price_kind as AdPriceKind,
    price_amount: priced ? Number(form.price_amount.trim().replace(',', '.')) : null,
    price_currency: priced ? (form.price_currency as AdCurrency) : null,
    price_period: priced && form.price_period ? (form.price_period as AdPricePeriod) : null,
  };
}
