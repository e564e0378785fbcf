/** Small English helpers the seed's writers share: articles by sound, capitals, number words. */

/** Letters whose spoken name starts with a vowel sound: an F, an MBA, an SEO, an RN, an X-ray. */
const VOWEL_SOUND_LETTERS = new Set(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);
/** Capitalised abbreviations said as words rather than letter by letter. */
const SPOKEN_ACRONYMS = new Set(['NASA', 'NATO', 'FIFA', 'SIM', 'MOOC', 'LASIK', 'HIPAA', 'SARS']);

/** 'a' or 'an' for the phrase that follows, by sound rather than by spelling. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word =
    phrase
      .trim()
      .split(/[\s,;:/()-]+/)
      .find(Boolean) ?? '';
  if (/^\d/.test(word)) return /^8/.test(word) || /^1[18](\D|$)/.test(word) ? 'an' : 'a';
  const letters = word.replace(/[^A-Za-z]/g, '');
  if (!letters) return 'a';
  const isAcronym = letters.length > 1 && letters === letters.toUpperCase();
  if ((isAcronym && !SPOKEN_ACRONYMS.has(letters)) || letters.length === 1) {
    return VOWEL_SOUND_LETTERS.has(letters[0]!.toUpperCase()) ? 'an' : 'a';
  }
  const lower = letters.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(uni(?![mn])|use|usu|uti|ure|uro|eu|ewe|one(?!r)|once|ubiq|uk|ufo)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** 'an hour', 'a university', 'an MRT line': the phrase with its article. */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Numbers as words, by their value: 'zero' to 'twenty'. */
export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** 'three' for 3; figures from 21 on stay figures. */
export function numberWord(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}
