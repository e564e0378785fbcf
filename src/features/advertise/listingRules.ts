import * as v from 'valibot';
import type { AdCategory } from '@/api/generated';
import { emailAddress, textBetween } from '@/lib/formRules';
import { AD_CATEGORY_LABELS } from './adPlans';

/** What a listing's words must be, with the form's own messages (placing and editing alike). */
export const listingFields = {
  title: textBetween(5, 100, 'Give your listing a title of at least 5 characters'),
  category: v.picklist(Object.keys(AD_CATEGORY_LABELS) as AdCategory[], 'Choose a category'),
  description: textBetween(30, 2000, 'Describe your listing in at least 30 characters'),
  location: textBetween(2, 100, 'Where is it? Add a city or area'),
  contact_email: emailAddress,
};
