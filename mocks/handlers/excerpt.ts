const EXCERPT_LENGTH = 160;

type Block = { kind: 'heading' | 'item' | 'text'; text: string };

const HEADING = /^#+\s*/;
const LIST_ITEM = /^(?:[-*]|\d+[.)])\s+/;
const ENDS_SENTENCE = /[.!?:;…]$/;

/** The markdown's headings, list items and paragraphs (soft-wrapped lines joined), as text. */
function blocks(content: string): Block[] {
  const found: Block[] = [];
  let paragraphOpen = false;
  for (const raw of content.split('\n')) {
    const line = raw.trim().replace(/\*\*/g, '');
    if (!line) paragraphOpen = false;
    else if (HEADING.test(line)) {
      found.push({ kind: 'heading', text: line.replace(HEADING, '') });
      paragraphOpen = false;
    } else if (LIST_ITEM.test(line)) {
      found.push({ kind: 'item', text: line.replace(LIST_ITEM, '') });
      paragraphOpen = false;
    } else if (paragraphOpen) found.at(-1)!.text += ` ${line}`;
    else {
      found.push({ kind: 'text', text: line });
      paragraphOpen = true;
    }
  }
  return found;
}

/** A block as it reads inside a line: a heading leads in, list items run as a list, text ends. */
function punctuated(block: Block, next: Block | undefined): string {
  const text = block.text.replace(/\s+/g, ' ');
  if (ENDS_SENTENCE.test(text)) return text;
  if (block.kind === 'heading') return `${text}:`;
  if (block.kind === 'item' && next?.kind === 'item') return `${text},`;
  return `${text}.`;
}

/**
 * A markdown body as one short line of plain text, cut with '…': headings, list items and
 * paragraphs keep their boundaries ('What I know so far: Shibuya Crossing, the cost of living.').
 */
export function excerpt(content: string, length = EXCERPT_LENGTH): string {
  const parts = blocks(content);
  const text = parts.map((block, index) => punctuated(block, parts[index + 1])).join(' ');
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
