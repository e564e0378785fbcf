const EXCERPT_LENGTH = 160;

/** A markdown body as one short line of plain text: headings and bullets unmarked, cut with '…'. */
export function excerpt(content: string, length = EXCERPT_LENGTH): string {
  const text = content
    .replace(/^#+\s*|^[-*]\s+/gm, '')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
