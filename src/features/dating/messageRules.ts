import * as v from 'valibot';

export const MAX_MESSAGE = 2000;

/** A private message: some words, at most the contract's 2,000 characters. */
export const messageSchema = v.object({
  message: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Write a message first'),
    // Written when a message breaks the limit, not as the module loads (Intl's first use is slow).
    v.maxLength(
      MAX_MESSAGE,
      () => `Keep your message under ${MAX_MESSAGE.toLocaleString('en')} characters`,
    ),
  ),
});
