import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { Markdown } from './Markdown';

const router = createRouter({
  routeTree: createRootRoute(),
  history: createMemoryHistory({ initialEntries: ['/'] }),
});

function renderMarkdown(source: string, userContent = false) {
  return render(
    <RouterContextProvider router={router}>
      <Markdown source={source} userContent={userContent} />
    </RouterContextProvider>,
  );
}

const tagsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('*')].map((node) => node.tagName.toLowerCase());

describe('<Markdown>', () => {
  it("turns '##' into a section (h2), '#' into a subheading (h3) and keeps the page's h1 its own", () => {
    const { container } = renderMarkdown(
      '## Why Hanoi\n\nOld quarter.\nStreet food.\n\n# Budget tip\n\n- Pho\n- Banh mi\n\nEnd',
    );
    expect(tagsOf(container)).toEqual(['h2', 'p', 'h3', 'ul', 'li', 'li', 'p']);
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('Old quarter. Street food.');
  });

  it('shows emphasis, numbered lists and quotes as such, with no asterisks left', () => {
    const { container } = renderMarkdown(
      'Take the **airport rail link**, *not* a taxi.\n\n1. Land\n2. Ride\n\n> **Yes**, agreed',
    );
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual([
      'airport rail link',
      'Yes',
    ]);
    expect(container.querySelector('em')).toHaveTextContent('not');
    expect([...container.querySelectorAll('ol > li')].map((item) => item.textContent)).toEqual([
      'Land',
      'Ride',
    ]);
    expect(container.querySelector('blockquote')).toHaveTextContent('Yes, agreed');
    expect(container.textContent).not.toContain('*');
  });

  it("links to the site's pages through the router and to the web, marked in members' posts", () => {
    renderMarkdown(
      'See [the guide](/articles/visa-runs) and [the embassy](https://embassy.example/visa).',
      true,
    );
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'href',
      '/articles/visa-runs',
    );
    const outside = screen.getByRole('link', { name: 'the embassy' });
    expect(outside).toHaveAttribute('href', 'https://embassy.example/visa');
    expect(outside).toHaveAttribute('rel', 'nofollow ugc noopener');
  });

  it("marks every link in members' text nofollow ugc, to the site and off it", () => {
    renderMarkdown('[the guide](/articles/visa-runs), [the forums](/forums?page=2)', true);
    for (const name of ['the guide', 'the forums'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('rel', 'nofollow ugc noopener');
  });

  it('links no path a browser reads as another host: backslashes, doubled slashes, dot segments', () => {
    const offSite = [
      '/\\evil.example/phish',
      '//evil.example/x',
      '/.//evil.example',
      '/\\/evil.example',
    ];
    const { container } = renderMarkdown(
      offSite.map((href, index) => `[link ${index}](${href})`).join(' '),
      true,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('link 0 link 1 link 2 link 3');
  });

  it('renders markup from the API as text, never as live HTML, and links no other scheme', () => {
    const hostile = [
      '## <img src=x onerror="alert(1)">',
      '<script>alert("xss")</script>',
      '- [click me](javascript:alert(1))',
      '- [data](data:text/html;base64,PHNjcmlwdD4=)',
      '<a href="javascript:alert(1)">link</a>',
      '<svg onload=alert(1)></svg>',
      '![tracker](https://tracker.example/pixel.gif)',
    ].join('\n\n');
    const { container } = renderMarkdown(hostile, true);
    expect(container.querySelector('img, script, a, svg')).toBeNull();
    expect(container.querySelector('h2')).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('<script>alert("xss")</script>');
    expect(screen.getByText('click me')).toBeInTheDocument();
    expect(screen.getByText('tracker')).toBeInTheDocument();
  });

  it("keeps task-list boxes ('[x]', '[ ]') as the text they are, with no form control", () => {
    const { container } = renderMarkdown('[x]\n\n- [ ] Visa run\n- [x] Book the bus', true);
    expect(container.querySelector('input')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('[x]');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '[ ] Visa run',
      '[x] Book the bus',
    ]);
  });

  it('never makes a script, a frame, an image or a link off the web, whatever the input', () => {
    const markdownish = fc.stringMatching(/^[-#*>[\]()!<>/:a-z0-9 \n`=_"'.]{0,300}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), markdownish), (source) => {
        const { container, unmount } = renderMarkdown(source, true);
        const dangerous = container.querySelector(
          'script, iframe, object, embed, img, svg, style, form, input, [onerror], [onload]',
        );
        const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
        unmount();
        expect(dangerous).toBeNull();
        for (const href of hrefs) expect(href).toMatch(/^(\/(?!\/)|https?:\/\/)/i);
      }),
      { numRuns: 200 },
    );
  });
});
