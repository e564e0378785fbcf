import type { ReactNode } from 'react';
import { LongText } from './LongText';

type Block =
  { kind: 'h2' | 'h3' | 'p' | 'strong' | 'quote'; text: string } | { kind: 'ul'; items: string[] };

/**
 * The simple markdown of SPEC §2: '##' lines are h2, '#' lines h3, '**bold**' lines bold
 * paragraphs, '-' or '*' lines list items, '>' lines quotes, other lines paragraphs; inside a
 * block, '**text**' is bold. The result is plain text in React elements: markup in the source
 * (HTML, links, scripts) is shown as text and never becomes live HTML.
 */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const bold = /^\*\*([^*]+)\*\*$/.exec(line);
    const quote = /^>\s?(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: heading[1] === '#' ? 'h3' : 'h2', text: heading[2]! });
    } else if (bold) {
      flush();
      blocks.push({ kind: 'strong', text: bold[1]! });
    } else if (quote) {
      flush();
      const last = blocks.at(-1);
      if (last?.kind === 'quote') last.text = `${last.text} ${quote[1]!}`.trim();
      else blocks.push({ kind: 'quote', text: quote[1]! });
    } else if (bullet) {
      flush();
      const last = blocks.at(-1);
      if (last?.kind === 'ul') last.items.push(bullet[1]!);
      else blocks.push({ kind: 'ul', items: [bullet[1]!] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** '**bold**' inside a line as strong elements; everything else stays text. */
export function InlineText({ text }: { text: string }): ReactNode {
  const parts = text.split(/\*\*([^*]+)\*\*/);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? <strong key={index}>{part}</strong> : part || null,
  );
}

/** Markdown as React elements, a part at a time when long (`LongText`). */
export function Markdown({ source, label = 'text' }: { source: string; label?: string }) {
  return (
    <LongText text={source} label={label}>
      {(part) => <MarkdownBlocks source={part} />}
    </LongText>
  );
}

function MarkdownBlocks({ source }: { source: string }): ReactNode {
  return parseMarkdown(source).map((block, index) => {
    switch (block.kind) {
      case 'h2':
        return <h2 key={index}>{block.text}</h2>;
      case 'h3':
        return <h3 key={index}>{block.text}</h3>;
      case 'p':
        return (
          <p key={index}>
            <InlineText text={block.text} />
          </p>
        );
      case 'quote':
        return (
          <blockquote key={index}>
            <p>
              <InlineText text={block.text} />
            </p>
          </blockquote>
        );
      case 'strong':
        return (
          <p key={index}>
            <strong>{block.text}</strong>
          </p>
        );
      case 'ul':
        return (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        );
    }
  });
}
