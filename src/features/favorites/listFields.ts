import { textBetween, textUpTo } from '@/lib/formRules';

/** A travel list's name and description, with the same rules wherever a list is named. */
export const listFields = {
  name: textBetween(2, 80, 'Name your list with at least 2 characters'),
  description: textUpTo(500),
};
