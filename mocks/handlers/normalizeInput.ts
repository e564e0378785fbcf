/**
 * Invisible characters that only ever disguise text: a zero-width space or word joiner hides a
 * duplicate name, a byte-order mark sneaks in from a paste, and bidi embeddings, overrides and
 * isolates reorder what is shown ('‮gpj.exe' reads as 'exe.jpg'). Joiners (U+200C, U+200D) and
 * direction marks stay: emoji sequences and many Asian and Arabic-script words need them.
 */
const DISGUISING_CHARACTERS = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/** Passwords are taken as typed: changing them would lock their owners out. */
const isSecret = (key: string) => /password/i.test(key);

/**
 * A request body as a real backend would store it: every text in Unicode NFC, without
 * disguising characters, trimmed, so a blank or padded name fails validation instead of
 * being saved.
 */
export function normalizeInput(value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return isSecret(key) ? value : value.normalize('NFC').replace(DISGUISING_CHARACTERS, '').trim();
  if (Array.isArray(value)) return value.map((item) => normalizeInput(item, key));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [field, normalizeInput(item, field)]),
    );
  return value;
}
