import { type ReactNode, useState } from 'react';
import { Button } from './Button';

/** Characters shown before 'Show more': a long job ad or post fits whole. */
const FIRST_PART = 6000;
/** Characters each 'Show more' adds. */
const NEXT_PART = 30_000;

/** `text` cut at the last space before `length`, marked as cut; whole when it fits. */
export function partOf(text: string, length: number): { part: string; cut: boolean } {
  if (text.length <= length) return { part: text, cut: false };
  const lastSpace = text.lastIndexOf(' ', length);
  return { part: `${text.slice(0, lastSpace > length / 2 ? lastSpace : length)}…`, cut: true };
}

type LongTextProps = {
  text: string;
  /** What the text is, for the button's name: 'Show more of the description'. */
  label: string;
  children: (part: string) => ReactNode;
};

/**
 * Shows a text a part at a time, so one of any length (a paste gone wrong, a hostile backend)
 * renders in bounded time; 'Show more' adds the next part.
 */
export function LongText({ text, label, children }: LongTextProps) {
  const [length, setLength] = useState(FIRST_PART);
  const { part, cut } = partOf(text, length);
  return (
    <>
      {children(part)}
      {cut ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Show more of the ${label}`}
          onClick={() => setLength((shown) => shown + NEXT_PART)}
        >
          Show more
        </Button>
      ) : null}
    </>
  );
}
