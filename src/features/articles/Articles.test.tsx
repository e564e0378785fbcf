import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/format';
import { TYPE_TABS } from './articleDisplay';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

const firstSlug = () =>
  [...db.article.findMany()].sort((a, b) => b.published_at.localeCompare(a.published_at))[0]!.slug;

describe('/articles', () => {
  it('shows 12 cards, the total, the type tabs and the sidebar', async () => {
    renderApp('/articles');
    // With no filters, every article the database holds.
    const total = db.article.findMany().length;
    expect(await screen.findByText(`${total} articles found`)).toBeInTheDocument();
    // The cards render from a deferred copy of the answer: a render after the count, at times.
    await waitFor(() =>
      expect(
        screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('li')),
      ).toHaveLength(12),
    );
    for (const tab of [
      'All Articles',
      'Travel Guides',
      'Top Lists',
      'Q&A',
      'Comparisons',
      'Blog Posts',
    ]) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { name: 'Trending Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Food & Culture/ })).toBeInTheDocument();
  });

  it("lands on a filtered list from the home page's category links", async () => {
    renderApp('/articles?category=food-culture');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Food & Culture articles' }),
    ).toBeInTheDocument();
    const count = db.article
      .findMany()
      .filter((article) => article.category === 'food-culture').length;
    expect(await screen.findByText(`${count} articles found`)).toBeInTheDocument();
  });

  it('switches to the busiest type and pages to its last page with a window that follows', async () => {
    const countOf = (type: string) =>
      db.article.findMany().filter((article) => article.content_type === type).length;
    const busiest = TYPE_TABS.filter((tab) => tab.id !== 'all').sort(
      (a, b) => countOf(b.id) - countOf(a.id),
    )[0]!;
    const count = countOf(busiest.id);
    const lastPage = Math.ceil(count / 12);
    expect(lastPage).toBeGreaterThan(1);
    const { router } = renderApp('/articles');
    await user.click(await screen.findByRole('tab', { name: busiest.label }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: busiest.id }));
    expect(await screen.findByText(`${count} articles found`)).toBeInTheDocument();
    const pages = await screen.findByRole('navigation', { name: 'Article pages' });
    await user.click(within(pages).getByRole('button', { name: `Page ${lastPage}` }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ type: busiest.id, page: lastPage }),
    );
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled());
  });

  it('keeps the last tab’s articles on screen, marked busy, until the next tab’s answer', async () => {
    renderApp('/articles');
    const all = await screen.findByText(/ articles found$/);
    let answerQa = () => {};
    const qaAnswered = new Promise<void>((resolve) => (answerQa = resolve));
    server.use(
      http.get(`${API_ORIGIN}/content`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('type') === 'qa') await qaAnswered;
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Q&A' }));
    const results = all.parentElement!;
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(all).toBeInTheDocument();
    answerQa();
    await waitFor(() => expect(results).not.toHaveAttribute('aria-busy'));
    const qa = db.article.findMany().filter((article) => article.content_type === 'qa').length;
    expect(screen.getByText(`${qa} articles found`)).toBeInTheDocument();
  });

  it("says 'No articles found.' and how to get results", async () => {
    renderApp('/articles?search=zzzzzz');
    expect(await screen.findByText('No articles found.')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search query')).toBeInTheDocument();
  });

  it("shows 'Loading articles...' while loading and an error with retry", async () => {
    server.use(http.get(`${API_ORIGIN}/content`, async () => delay('infinite')));
    const { unmount } = renderApp('/articles');
    expect(await screen.findByText('Loading articles...')).toBeInTheDocument();
    unmount();
    server.use(
      http.get(`${API_ORIGIN}/content`, () => HttpResponse.json({ message: 'x' }, { status: 400 })),
    );
    renderApp('/articles');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/articles?category= a category the site does not have', () => {
  it('is a not-found page that is not indexed and does not repeat the address', async () => {
    renderApp('/articles?category=narnia%3Cb%3Ebest-deals%3C%2Fb%3E');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/narnia|best-deals/i);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, follow',
      ),
    );
  });
});

describe('/articles/{slug}', () => {
  it('renders the hero, the markdown body as elements, related links and more articles', async () => {
    const slug = firstSlug();
    renderApp(`/articles/${slug}`);
    const article = db.article.findFirst((q) => q.where({ slug }))!;
    expect(
      await screen.findByRole('heading', { level: 1, name: article.title }),
    ).toBeInTheDocument();
    const sections = [...article.content.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections.length).toBeGreaterThan(2);
    // A long read shows a part at a time: the reader asks for the rest.
    for (let more; (more = screen.queryByRole('button', { name: 'Show more of the article' }));)
      await user.click(more);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(expect.arrayContaining([...sections, 'Related Articles', 'You Might Also Like']));
    expect(document.querySelectorAll('article li').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('region', { name: 'Related Articles' }).querySelectorAll('a').length,
    ).toBeGreaterThan(0);
  });

  it("links to the article's category by its name", async () => {
    const { slug } = db.article.findFirst((q) => q.where({ category: 'visa-legal' }))!;
    renderApp(`/articles/${slug}`);
    expect(await screen.findByRole('link', { name: 'Visa & Legal' })).toHaveAttribute(
      'href',
      '/articles?category=visa-legal',
    );
  });

  it('names each related page by its title, once, and suggests no linked article again', async () => {
    const slug = firstSlug();
    renderApp(`/articles/${slug}`);
    const linksRegion = await screen.findByRole('region', { name: 'Related Articles' });
    const links = within(linksRegion).getAllByRole('link');
    const linkedPaths = links.map((link) => link.getAttribute('href'));
    expect(new Set(linkedPaths).size).toBe(links.length);
    for (const link of links) {
      const [, section, first, second] = link.getAttribute('href')!.split('/');
      const expected =
        section === 'articles'
          ? db.article.findFirst((q) => q.where({ slug: first! }))!.title
          : `${db.location.findFirst((q) => q.where({ slug: second! }))!.city} city guide`;
      expect(link).toHaveTextContent(expected);
    }
    const suggested = within(screen.getByRole('region', { name: 'You Might Also Like' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(suggested.filter((path) => linkedPaths.includes(path))).toEqual([]);
  });

  it('likes once, shows the new count, and remembers the like after a reload', async () => {
    const slug = firstSlug();
    const before = db.article.findFirst((q) => q.where({ slug }))!.likes;
    const { unmount } = renderApp(`/articles/${slug}`);
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    const liked = await screen.findByRole('button', { name: 'Liked' });
    expect(liked).toBeDisabled();
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Engagement' })).toHaveTextContent(
      `${formatCount(before + 1)} likes`,
    );
    unmount();
    renderApp(`/articles/${slug}`);
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeDisabled();
  });

  it('shows the not-found page for an unknown slug, with the list as its canonical', async () => {
    renderApp('/articles/no-such-article');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute(
      'href',
      '/articles',
    );
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://www.ginger.example/articles',
      ),
    );
  });

  it('never turns markup from the API into live HTML', async () => {
    const slug = firstSlug();
    await db.article.update((q) => q.where({ slug }), {
      data(row) {
        row.content =
          '## <img src=x onerror=alert(1)>\n<script>window.hacked = true</script>\n- <a href="javascript:alert(1)">x</a>';
      },
    });
    renderApp(`/articles/${slug}`);
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: '<img src=x onerror=alert(1)>',
    });
    const body = heading.parentElement!;
    expect(body.querySelector('img, script, a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("merges the API's structured data into the Article JSON-LD, with breadcrumbs", async () => {
    const slug = firstSlug();
    renderApp(`/articles/${slug}`);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(
        document.querySelectorAll('script[type="application/ld+json"]').length,
      ).toBeGreaterThanOrEqual(2),
    );
    const graphs = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (node) => JSON.parse(node.textContent ?? '{}'),
    );
    const articleGraph = graphs.find((graph) =>
      ['Article', 'BlogPosting'].includes(graph['@type']),
    );
    expect(articleGraph).toMatchObject({
      articleSection: expect.any(String),
      url: expect.stringContaining(`/articles/${slug}`),
    });
    expect(graphs.map((graph) => graph['@type'])).toContain('BreadcrumbList');
  });
});
