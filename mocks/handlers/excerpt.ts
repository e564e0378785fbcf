const EXCERPT_LENGTH = 160;

const HEADING = /^#+\s*/;
const LIST_ITEM = /^(?:[-*]|\d+[.)])\s+/;
const ENDS_SENTENCE = /[.!?:;…]$/;
/** A line break inside a paragraph: the next line starts no heading, list item or paragraph. */
const SOFT_BREAK = /([^\n])\n(?![\n#*\-\d])/g;

/**
 * A markdown body as one short line of plain text, cut with '…': a heading leads in, list items
 * run as a list, a paragraph ends as a sentence ('What I know so far: Shibuya Crossing, the cost
 * of living. Any tips welcome.').
 */
export function excerpt(content: string, length = EXCERPT_LENGTH): string {
  const lines = content
    .replace(/\*\*/g, '')
    .replace(SOFT_BREAK, '$1 ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const text = lines
    .map((line, index) => {
      const words = line.replace(HEADING, '').replace(LIST_ITEM, '').replace(/\s+/g, ' ');
      if (ENDS_SENTENCE.test(words)) return words;
      if (HEADING.test(line)) return `${words}:`;
      const listGoesOn = LIST_ITEM.test(line) && LIST_ITEM.test(lines[index + 1] ?? '');
      return `${words}${listGoesOn ? ',' : '.'}`;
    })
    .join(' ');
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
