import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StatsResponse } from '@/api/generated';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { formatCount } from '@/lib/format';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { startSeededSession } from '@mocks/sessions';
import { API_ORIGIN, callApi, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

const topicTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('article'));

describe('/forums', () => {
  it('shows the search, the 8 category tiles, topic cards and loads more', async () => {
    renderApp('/forums');
    expect(
      await screen.findByPlaceholderText('Search topics, posts, or users...'),
    ).toBeInTheDocument();
    const tiles = await screen.findByRole('list', { name: 'Categories' });
    await waitFor(() => expect(within(tiles).getAllByRole('button')).toHaveLength(8));
    await waitFor(() => expect(topicTitles()).toHaveLength(10));
    expect(screen.getAllByText('Pinned').length).toBeGreaterThanOrEqual(3);
    await user.click(screen.getByRole('button', { name: 'Load More Topics' }));
    await waitFor(() => expect(topicTitles()).toHaveLength(20));
    expect(screen.getByRole('link', { name: 'Start a topic' })).toHaveAttribute(
      'href',
      '/forums/new-topic',
    );
    expect(screen.getByRole('link', { name: 'Popular topics' })).toHaveAttribute(
      'href',
      '/forums/popular',
    );
  });

  it('shows the site-wide figures, and a placeholder for each until its data arrives', async () => {
    server.use(http.get(`${API_ORIGIN}/forums/categories`, () => delay('infinite')));
    renderApp('/forums');
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(await screen.findByText('Categories', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Categories')).toHaveTextContent('…');
    const { body } = await callApi('/stats');
    const stats = (body as StatsResponse).data;
    await waitFor(() =>
      expect(figure('Topics')).toHaveTextContent(formatCount(stats.forum_topics)),
    );
    expect(figure('Countries')).toHaveTextContent(formatCount(stats.countries));
    expect(figure('Categories')).toHaveTextContent('…');
  });

  it('isolates right-to-left text a backend sends in titles and names', async () => {
    server.use(
      http.get(`${API_ORIGIN}/forums/topics`, async ({ request }) => {
        const body = (await (await getResponse(handlers, request))!.json()) as {
          data: Array<{ title: string; author: string }>;
        };
        body.data[0]!.title = '\u202eevil title';
        body.data[0]!.author = '\u202eMallory';
        return HttpResponse.json(body);
      }),
    );
    renderApp('/forums');
    expect((await screen.findByText('\u202eevil title')).tagName).toBe('BDI');
    expect(screen.getByText('\u202eMallory').tagName).toBe('BDI');
  });

  it('puts each count in the number it needs: 1 like, 1 view, 1 reply', async () => {
    server.use(
      http.get(`${API_ORIGIN}/forums/topics`, async ({ request }) => {
        const body = (await (await getResponse(handlers, request))!.json()) as {
          data: Array<{ likes: number; views: number; replies: number }>;
        };
        Object.assign(body.data[0]!, { likes: 1, views: 1, replies: 1 });
        return HttpResponse.json(body);
      }),
    );
    renderApp('/forums');
    expect(await screen.findByText('1 like')).toBeVisible();
    expect(screen.getByText('1 view')).toBeVisible();
    expect(screen.getByText('1 reply')).toBeVisible();
  });

  it('filters by category and search word together, from the URL', async () => {
    const { router } = renderApp('/forums');
    await user.click(await screen.findByRole('button', { name: /Food & Drink/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'food' }));
    // A long word from a food topic's title: the search must find that topic.
    const topic = db.forumTopic.findFirst((q) => q.where({ category: 'food' }))!;
    const word = topic.title.toLowerCase().match(/[a-z]{6,}/)![0];
    await user.type(screen.getByRole('searchbox', { name: 'Search the forums' }), word);
    await waitFor(
      () => expect(router.state.location.search).toEqual({ category: 'food', search: word }),
      { timeout: 3000 },
    );
    await waitFor(() => {
      const titles = topicTitles().map((heading) => heading.textContent ?? '');
      expect(titles).toContain(topic.title);
    });
  });
});

describe('/forums/topic/{id}', () => {
  it('shows the topic with threaded replies and their badges', async () => {
    const replies = db.forumReply.findMany();
    const answered = db.forumTopic
      .findMany()
      .find((topic) =>
        replies.some((reply) => reply.topic_id === topic.id && reply.author === topic.author),
      )!;
    renderApp(`/forums/topic/${answered.id}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /Reply by/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Topic Author').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Related topics' })).toBeInTheDocument();
  });

  it("names the topic's category, never its id", async () => {
    const jobsTopic = db.forumTopic.findFirst((q) => q.where({ category: 'jobs' }))!;
    renderApp(`/forums/topic/${jobsTopic.id}`);
    expect(await screen.findByText('Jobs & Work')).toBeInTheDocument();
    expect(screen.queryByText('jobs')).not.toBeInTheDocument();
  });

  it('invites a visitor to sign in and keeps the draft', async () => {
    const { unmount } = renderApp('/forums/topic/5');
    const box = await screen.findByLabelText('Your reply (markdown supported)');
    await user.type(box, 'My draft reply');
    expect(screen.getByRole('link', { name: 'Sign in to post your reply' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fforums%2Ftopic%2F5',
    );
    unmount();
    renderApp('/forums/topic/5');
    expect(await screen.findByLabelText('Your reply (markdown supported)')).toHaveValue(
      'My draft reply',
    );
  });

  it('lets a member preview and post a reply that stays after a reload', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    const { unmount } = renderApp('/forums/topic/5');
    await user.type(
      await screen.findByLabelText('Your reply (markdown supported)'),
      '**Thanks!**\n- very helpful',
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(within(screen.getByLabelText('Preview')).getByText('Thanks!').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(
      await screen.findByRole('article', { name: 'Reply by Emma Explorer' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply (markdown supported)')).toHaveValue('');
    unmount();
    renderApp('/forums/topic/5');
    expect(
      await screen.findByRole('article', { name: 'Reply by Emma Explorer' }),
    ).toBeInTheDocument();
  });

  it('shows a hostile reply as plain text: no markup, no script, no unsafe link', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('premium'));
    renderApp('/forums/topic/8');
    const hostile =
      '<img src=x onerror="alert(1)"> <script>alert(2)</script> [win](javascript:alert(3))';
    await user.type(
      await screen.findByLabelText('Your reply (markdown supported)'),
      hostile.replace(/[[{]/g, (bracket) => bracket + bracket),
    );
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    const replies = await screen.findAllByRole('article', { name: /^Reply by Aditya Adventurer$/ });
    const reply = replies.at(-1)!;
    expect(reply).toHaveTextContent('<img src=x onerror="alert(1)"> <script>alert(2)</script> win');
    expect(reply.querySelector('img, script, a, iframe')).toBeNull();
  });

  it('keeps the reply when posting fails, and says why', async () => {
    server.use(
      http.post(`${API_ORIGIN}/forums/topics/:id/replies`, () =>
        HttpResponse.json({ message: 'Server error.' }, { status: 500 }),
      ),
    );
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/forums/topic/5');
    const box = await screen.findByLabelText('Your reply (markdown supported)');
    await user.type(box, 'Worth keeping');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    expect(box).toHaveValue('Worth keeping');
  });

  it('quotes a post into the reply box and focuses it', async () => {
    renderApp('/forums/topic/5');
    const post = await screen.findByRole('heading', { level: 1 });
    await user.click(
      within(post.closest('article')!).getAllByRole('button', { name: 'Quote' })[0]!,
    );
    const box = screen.getByLabelText('Your reply (markdown supported)');
    expect(box).toHaveFocus();
    expect((box as HTMLTextAreaElement).value).toMatch(/wrote:\*\*/);
  });

  it('shows not found for an unknown or non-numeric id', async () => {
    const { unmount } = renderApp('/forums/topic/99999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Topic not found' }),
    ).toBeInTheDocument();
    unmount();
    renderApp('/forums/topic/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Topic not found' }),
    ).toBeInTheDocument();
  });
});

describe('/forums/new-topic', () => {
  it('sends a visitor to sign in first', async () => {
    const { router } = renderApp('/forums/new-topic');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/forums/new-topic' });
  });

  it('says what is wrong with each field and sends nothing', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    const { router } = renderApp('/forums/new-topic');
    await user.type(await screen.findByLabelText('Title'), 'Hi');
    await user.type(screen.getByLabelText('Tags (optional)'), 'a, b, c, d, e, f');
    await user.type(screen.getByLabelText('Your post (markdown supported)'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Post Topic' }));
    expect(
      await screen.findByText('Give your topic a title of at least 5 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByText('Use at most 5 tags')).toBeInTheDocument();
    expect(screen.getByText('Write at least 20 characters so others can help')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forums/new-topic');
  });

  it('posts a member’s topic and opens it', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    const { router } = renderApp('/forums/new-topic');
    await user.type(await screen.findByLabelText('Title'), 'Best coworking in Da Nang?');
    await user.selectOptions(screen.getByLabelText('Category'), 'jobs');
    await user.type(screen.getByLabelText('Tags (optional)'), 'coworking, Da Nang');
    await user.type(
      screen.getByLabelText('Your post (markdown supported)'),
      'Looking for quiet places with fast wifi near the beach.\n**Budget under $200 a month**',
    );
    await user.click(screen.getByRole('button', { name: 'Post Topic' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Best coworking in Da Nang?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/forums\/topic\/\d+$/);
    expect(screen.getByText('Budget under $200 a month').tagName).toBe('STRONG');
    expect(screen.getByText('#coworking')).toBeInTheDocument();
  });

  async function fillFerryTopic() {
    await user.type(await screen.findByLabelText('Title'), 'Ferry from Krabi to Koh Lanta');
    await user.selectOptions(screen.getByLabelText('Category'), 'travel');
    await user.type(
      screen.getByLabelText('Your post (markdown supported)'),
      'Is the morning ferry still running in the low season?',
    );
  }
  const ferryTopics = () =>
    db.forumTopic.findMany().filter((topic) => topic.title === 'Ferry from Krabi to Koh Lanta');

  it('posts one topic when Post Topic is clicked three times in one tick', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/forums/new-topic');
    await fillFerryTopic();
    const button = screen.getByRole('button', { name: 'Post Topic' });
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ferry from Krabi to Koh Lanta' }),
    ).toBeInTheDocument();
    expect(ferryTopics()).toHaveLength(1);
  });

  it('posts one topic when the answer was lost and the member sends it again', async () => {
    server.use(
      http.post(
        `${API_ORIGIN}/forums/topics`,
        async ({ request }) => {
          await getResponse(handlers, request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/forums/new-topic');
    await fillFerryTopic();
    await user.click(screen.getByRole('button', { name: 'Post Topic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
    expect(ferryTopics()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Post Topic' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ferry from Krabi to Koh Lanta' }),
    ).toBeInTheDocument();
    expect(ferryTopics()).toHaveLength(1);
  });

  async function openWithSessionAboutToEnd() {
    const token = await startSeededSession('free');
    localStorage.setItem(AUTH_TOKEN_KEY, token);
    const { router } = renderApp('/forums/new-topic');
    await fillFerryTopic();
    // The session ends while the member writes (expired or revoked on the server).
    db.session.delete((q) => q.where({ token }));
    return router;
  }

  it('asks a member whose session ended to sign in where they are, then posts what they wrote', async () => {
    await openWithSessionAboutToEnd();
    await user.click(screen.getByRole('button', { name: 'Post Topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('explorer@ginger.example');
    await user.type(within(dialog).getByLabelText('Password'), 'Explorer123!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ferry from Krabi to Koh Lanta' }),
    ).toBeInTheDocument();
    expect(ferryTopics()).toHaveLength(1);
  });

  it('keeps what the member wrote when they close the sign-in dialog instead', async () => {
    const router = await openWithSessionAboutToEnd();
    await user.click(screen.getByRole('button', { name: 'Post Topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Sign in again to send this; what you wrote is still here.',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Ferry from Krabi to Koh Lanta');
    expect(router.state.location.pathname).toBe('/forums/new-topic');
    expect(ferryTopics()).toHaveLength(0);
  });

  it('keeps everything typed and says so when posting fails', async () => {
    server.use(
      http.post(`${API_ORIGIN}/forums/topics`, () =>
        HttpResponse.json({ message: 'Server error.' }, { status: 500 }),
      ),
    );
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    const { router } = renderApp('/forums/new-topic');
    await user.type(await screen.findByLabelText('Title'), 'Ferry from Krabi to Koh Lanta');
    await user.selectOptions(screen.getByLabelText('Category'), 'travel');
    await user.type(
      screen.getByLabelText('Your post (markdown supported)'),
      'Is the morning ferry still running in the low season?',
    );
    await user.click(screen.getByRole('button', { name: 'Post Topic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/forums/new-topic');
    expect(screen.getByLabelText('Title')).toHaveValue('Ferry from Krabi to Koh Lanta');
    expect(screen.getByLabelText('Your post (markdown supported)')).toHaveValue(
      'Is the morning ferry still running in the low season?',
    );
  });
});

describe('forum boards and member lists', () => {
  it('lists only marketplace topics on /forums/marketplace', async () => {
    renderApp('/forums/marketplace');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace' }),
    ).toBeInTheDocument();
    // Its first page: the marketplace topics, 10 to a page.
    const marketplace = db.forumTopic.findMany((q) => q.where({ kind: 'marketplace' })).length;
    await waitFor(() => expect(topicTitles()).toHaveLength(Math.min(10, marketplace)));
    for (const card of screen.getAllByRole('article'))
      expect(within(card).getByText('#marketplace')).toBeInTheDocument();
  });

  it('orders /forums/popular by views and loads more', async () => {
    renderApp('/forums/popular');
    await waitFor(() => expect(topicTitles()).toHaveLength(10));
    const views = screen
      .getAllByText(/^[\d.]+k? views$/)
      .map(
        (text) =>
          parseFloat(text.textContent ?? '') * (/k/.test(text.textContent ?? '') ? 1000 : 1),
      );
    expect(views).toEqual([...views].sort((a, b) => b - a));
    await user.click(screen.getByRole('button', { name: 'Load More Topics' }));
    await waitFor(() => expect(topicTitles()).toHaveLength(20));
  });

  it('shows the most active members, and the newest on /forums/new-members', async () => {
    const { unmount } = renderApp('/forums/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ members$/)).toBeInTheDocument();
    // '1 post', '87 posts', '1.3k posts'
    const posts = screen.getAllByText(/^[\d.]+k? posts?$/).map((text) => {
      const [, value, thousands] = /^([\d.]+)(k?)/.exec(text.textContent!)!;
      return Number(value) * (thousands ? 1000 : 1);
    });
    expect(posts).toHaveLength(12);
    expect(posts).toEqual([...posts].sort((a, b) => b - a));
    unmount();
    renderApp('/forums/new-members');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New Members' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText(/^Joined\b/)).toHaveLength(12);
  });
});

describe('reporting a post', () => {
  it('reports a reply with a reason and confirms', async () => {
    renderApp('/forums/topic/5');
    const reply = (await screen.findAllByRole('article', { name: /Reply by/ }))[0]!;
    await user.click(within(reply).getByRole('button', { name: /^Report the reply by/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Spam or self-promotion');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(
      await within(dialog).findByText('Thank you. Our safety team will review this report.'),
    ).toBeInTheDocument();
  });
});

describe('a member’s forum profile', () => {
  it('opens from the member list: who they are, their topics, and a first view counted', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/forums/members');
    const [first] = await screen.findAllByRole('heading', { level: 2 });
    const name = first!.textContent!;
    const viewsBefore = db.profileView.findMany((q) => q.where({ member: name })).length;
    await user.click(within(first!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(`${formatCount(viewsBefore + 1)} profile views`)).toBeInTheDocument();
    const newest = db.forumTopic
      .findMany((q) => q.where({ author: name }))
      .sort((a, b) => b.created.localeCompare(a.created))[0]!;
    expect(
      within(screen.getByRole('region', { name: 'Topics started' })).getAllByRole('link')[0],
    ).toHaveAccessibleName(newest.title);
  });

  it('says so for a member who started no topic, and for one who is not there', async () => {
    const { unmount } = renderApp('/forums/members/aditya-adventurer');
    expect(await screen.findByText(/has not started a topic yet/)).toHaveTextContent(
      'Aditya Adventurer has not started a topic yet.',
    );
    unmount();
    renderApp('/forums/members/nobody-by-this-name');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeInTheDocument();
  });
});

describe('an empty member list', () => {
  it('says there are no members yet', async () => {
    server.use(
      http.get(`${API_ORIGIN}/forums/members`, () =>
        HttpResponse.json({
          data: [],
          meta: { total: 0, per_page: 12, current_page: 1, last_page: 1 },
        }),
      ),
    );
    renderApp('/forums/members');
    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Members' })).not.toBeInTheDocument();
  });
});
