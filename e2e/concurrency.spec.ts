import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Three tabs of one browser share the demo world; here each fires the same requests at the same
 * instant, and the counts must come out exact: nothing lost, no limit passed.
 */

const ACCOUNTS = {
  explorer: { email: 'explorer@ginger.example', password: 'Explorer123!' },
  adventurer: { email: 'adventurer@ginger.example', password: 'Adventurer123!' },
  enterprise: { email: 'enterprise@ginger.example', password: 'Enterprise123!' },
};
type Account = keyof typeof ACCOUNTS;

type Sent = { path: string; method?: string; body?: unknown };
type Answer = { status: number; body: unknown };

/**
 * Opens a tab per account, one after the other (three worlds loading at once outlast the
 * assertion's wait on a busy machine), each with the mock running and signed in through the API.
 */
async function openTabs(context: BrowserContext, accounts: Account[]): Promise<Page[]> {
  const tabs: Page[] = [];
  for (const account of accounts) tabs.push(await openTab(context, account));
  return tabs;
}

/** Opens a tab with the mock running, signed in as `account` through the API. */
async function openTab(context: BrowserContext, account: Account): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto('/');
  // The mock API answers once the home page has its live counters ('Travel Articles').
  await expect(tab.getByText('Travel Articles')).toBeVisible();
  await tab.evaluate(async (credentials) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const { token } = (await response.json()) as { token: string };
    sessionStorage.setItem('ginger-test-token', token);
  }, ACCOUNTS[account]);
  return tab;
}

/** Sends the requests from the tab all at once, as the member it signed in as. */
function sendAll(tab: Page, requests: Sent[]): Promise<Answer[]> {
  return tab.evaluate(
    (requests) =>
      Promise.all(
        requests.map(async ({ path, method = 'POST', body }) => {
          const response = await fetch(`/api${path}`, {
            method,
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${sessionStorage.getItem('ginger-test-token')}`,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await response.text();
          return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
        }),
      ),
    requests,
  );
}

/** Each tab sends its requests at the same instant; every answer, tab after tab. */
async function fromEveryTab(tabs: Page[], requests: (tab: number) => Sent[]) {
  return (await Promise.all(tabs.map((tab, index) => sendAll(tab, requests(index))))).flat();
}

const count = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

async function read<T>(tab: Page, path: string): Promise<T> {
  const [answer] = await sendAll(tab, [{ path, method: 'GET' }]);
  return answer!.body as T;
}

test('likes and replies from three tabs at once all count, in every tab', async ({ context }) => {
  const tabs = await Promise.all(
    (['explorer', 'adventurer', 'enterprise'] as const).map((account) => openTab(context, account)),
  );
  type Topic = { data: { likes: number; replyCount: number } };
  const before = (await read<Topic>(tabs[0]!, '/forums/topics/1')).data;

  const likes = await fromEveryTab(tabs, () => [{ path: '/forums/topics/1/like' }]);
  expect(count(likes, 200)).toBe(3);
  const replies = await fromEveryTab(tabs, (tab) =>
    [1, 2].map((reply) => ({
      path: '/forums/topics/1/replies',
      body: { content: `Reply ${reply} from tab ${tab + 1}: the night bus still runs at ten.` },
    })),
  );
  expect(count(replies, 201)).toBe(6);

  for (const tab of tabs)
    await expect
      .poll(async () => (await read<Topic>(tab, '/forums/topics/1')).data)
      .toMatchObject({ likes: before.likes + 3, replyCount: before.replyCount + 6 });
});

test('limits hold when three tabs of one member reach them at once', async ({ context }) => {
  const tabs = await openTabs(context, ['explorer', 'explorer', 'explorer']);
  type Favorites = { meta: { count: number; limit: number } };
  const { meta } = await read<Favorites>(tabs[0]!, '/favorites');
  const saves = await fromEveryTab(tabs, (tab) =>
    [0, 1, 2, 3, 4].map((item) => ({
      path: '/favorites',
      body: { kind: 'job', item_id: 20 + tab * 5 + item },
    })),
  );
  expect(count(saves, 201)).toBe(meta.limit - meta.count);
  expect((await read<Favorites>(tabs[2]!, '/favorites')).meta.count).toBe(meta.limit);

  const listings = await fromEveryTab(tabs, (tab) => [
    {
      path: '/ads',
      body: {
        title: `Scooter for rent from tab ${tab + 1}`,
        category: 'buy-sell',
        description: 'A reliable 125cc scooter with two helmets, by the week or the month.',
        location: 'Chiang Mai, Thailand',
        contact_email: 'emma@example.com',
        price_kind: 'amount',
        price_amount: 2500,
        price_currency: 'THB',
      },
    },
  ]);
  expect([count(listings, 201), count(listings, 422)]).toEqual([1, 2]);

  const year = new Date().getUTCFullYear() + 2;
  const checkouts = await fromEveryTab(tabs, () => [
    {
      path: '/billing/checkout',
      body: {
        plan: 'premium',
        card_number: '4242424242424242',
        expiry_month: 8,
        expiry_year: year,
        cvc: '123',
        cardholder_name: 'Emma Explorer',
      },
    },
  ]);
  expect([count(checkouts, 200), count(checkouts, 409)]).toEqual([1, 2]);
  for (const tab of tabs)
    await expect
      .poll(async () => (await read<{ data: [] }>(tab, '/billing/invoices')).data)
      .toHaveLength(1);
});

test("a team's last seats are given once when three tabs invite at once", async ({ context }) => {
  const tabs = await openTabs(context, ['enterprise', 'enterprise', 'enterprise']);
  type Team = { data: { seats: number; seats_used: number } };
  const { seats, seats_used } = (await read<Team>(tabs[0]!, '/team')).data;
  const invitations = await fromEveryTab(tabs, (tab) =>
    [0, 1].map((index) => ({
      path: '/team/invitations',
      body: { email: `hire-${tab}-${index}@harbour.example`, role: 'member' },
    })),
  );
  expect(count(invitations, 201)).toBe(Math.min(6, seats - seats_used));
  expect((await read<Team>(tabs[1]!, '/team')).data.seats_used).toBe(
    Math.min(seats, seats_used + 6),
  );
});
