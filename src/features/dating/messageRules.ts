import * as v from 'valibot';
import { keepUnder, textBetween } from '@/lib/formRules';

export const MAX_MESSAGE = 2000;

/** A private message: some words, at most the contract's 2,000 characters. */
export const messageSchema = v.object({
  message: textBetween(
    1,
    MAX_MESSAGE,
    'Write a message first',
    keepUnder(MAX_MESSAGE, 'your message'),
  ),
});
