import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Markdown, parseMarkdown } from './Markdown';

describe('parseMarkdown (SPEC §2)', () => {
  it("turns '##' into h2, '#' into h3, bullets into a list and the rest into paragraphs", () => {
    expect(
      parseMarkdown(
        '## Why Hanoi\n\nOld quarter.\nStreet food.\n\n# Budget tip\n- Pho\n* Banh mi\n\nEnd',
      ),
    ).toEqual([
      { kind: 'h2', text: 'Why Hanoi' },
      { kind: 'p', text: 'Old quarter. Street food.' },
      { kind: 'h3', text: 'Budget tip' },
      { kind: 'ul', items: ['Pho', 'Banh mi'] },
      { kind: 'p', text: 'End' },
    ]);
  });

  it('turns a line wrapped in ** into a bold paragraph (forum posts)', () => {
    expect(parseMarkdown('**Update: solved!**\nThanks all')).toEqual([
      { kind: 'strong', text: 'Update: solved!' },
      { kind: 'p', text: 'Thanks all' },
    ]);
  });

  it("turns '>' lines into one quote (forum replies)", () => {
    expect(parseMarkdown('> Book ahead\n> on weekends\n\nGood tip.')).toEqual([
      { kind: 'quote', text: 'Book ahead on weekends' },
      { kind: 'p', text: 'Good tip.' },
    ]);
  });
});

describe('<Markdown>', () => {
  it('shows **bold** inside paragraphs and list items as strong text, not asterisks', () => {
    const { container } = render(
      <Markdown
        source={'Take the **airport rail link** at night.\n\n- **Grab** works\n\n> **Yes**, agreed'}
      />,
    );
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual([
      'airport rail link',
      'Grab',
      'Yes',
    ]);
    expect(container.textContent).not.toContain('*');
    expect(container.querySelector('blockquote')).toHaveTextContent('Yes, agreed');
  });

  it('renders markup from the API as text, never as live HTML', () => {
    const hostile = [
      '## <img src=x onerror="alert(1)">',
      '<script>alert("xss")</script>',
      '- [click me](javascript:alert(1))',
      '<a href="javascript:alert(1)">link</a>',
      '<svg onload=alert(1)></svg>',
    ].join('\n');
    const { container } = render(<Markdown source={hostile} />);
    expect(container.querySelector('img, script, a, svg')).toBeNull();
    expect(container.querySelector('h2')).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('<script>alert("xss")</script>');
    expect(container.textContent).toContain('[click me](javascript:alert(1))');
  });

  it('only ever produces headings, paragraphs, quotes and lists, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (source) => {
        const { container, unmount } = render(<Markdown source={source} />);
        const tags = new Set([...container.querySelectorAll('*')].map((node) => node.tagName));
        unmount();
        for (const tag of tags)
          expect(['H2', 'H3', 'P', 'STRONG', 'BLOCKQUOTE', 'UL', 'LI']).toContain(tag);
      }),
      { numRuns: 200 },
    );
  });
});
