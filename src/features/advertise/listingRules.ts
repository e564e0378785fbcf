import * as v from 'valibot';
import { emailAddress, textBetween } from '@/lib/formRules';
import { labelledValues } from '@/lib/labels';
import { AD_CATEGORY_LABELS } from './adPlans';
import { AMOUNT_PATTERN, PRICE_KIND_LABELS, type PriceForm } from './adPrice';

/** What a listing's words must be, with the form's own messages (placing and editing alike). */
export const listingFields = {
  title: textBetween(5, 100, 'Give your listing a title of at least 5 characters'),
  category: v.picklist(labelledValues(AD_CATEGORY_LABELS), 'Choose a category'),
  description: textBetween(30, 2000, 'Describe your listing in at least 30 characters'),
  location: textBetween(2, 100, 'Where is it? Add a city or area'),
  price_kind: v.picklist(labelledValues(PRICE_KIND_LABELS), 'Choose a price, free or on request'),
  price_amount: v.pipe(v.string(), v.trim()),
  price_currency: v.string(),
  price_period: v.string(),
  contact_email: emailAddress,
};

/** The message of a price's amount that breaks its rule, if it does. */
function amountProblem(amount: string): string | null {
  if (amount === '') return 'Enter a price, or choose free or on request';
  if (!AMOUNT_PATTERN.test(amount)) return 'Use a number, e.g. 9500 or 12.50';
  return Number(amount.replace(',', '.')) > 0 ? null : 'Enter a price above 0';
}

/**
 * The listing's fields (and `extra` ones, e.g. a photo) with the price's own rule: an amount and
 * its currency when the seller asks a price, and neither otherwise. Each message goes to its field.
 */
export function listingSchemaWith<const Extra extends v.ObjectEntries>(extra: Extra) {
  const object = v.object({ ...listingFields, ...extra });
  return v.pipe(
    object,
    v.rawCheck<v.InferOutput<typeof object>>(({ dataset, addIssue }) => {
      const form = dataset.value as Partial<PriceForm> | undefined;
      if (form?.price_kind !== 'amount') return;
      const issueAt = (key: keyof PriceForm, message: string) =>
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: form, key, value: form[key] }],
        });
      const problem = amountProblem((form.price_amount ?? '').trim());
      if (problem) issueAt('price_amount', problem);
      if (!form.price_currency) issueAt('price_currency', 'Choose a currency');
    }),
  );
}
