/**
 * `npm run load`: a bounded load run of the HTTP mock server (`npm run mock:server`), started in its
 * own process on loopback. LOAD_CLIENTS clients (default 50) send requests one after another for
 * LOAD_SECONDS (default 30): the pages' reads, a like of one article in ten, and an Explorer's
 * save of a favourite in twenty-five (past the plan's limit). Prints the requests, errors (a 5xx,
 * a refused connection or a body that isn't JSON), the latency percentiles, lost likes (the
 * article's count against the likes answered) and saves past the limit; exits 1 on any of them.
 */
import { spawn } from 'node:child_process';

const PORT = Number(process.env.LOAD_PORT ?? 4499);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const API = `http://127.0.0.1:${PORT}/api`;

const READS = [
  '/stats',
  '/locations?sort=popularity&per_page=4',
  '/locations?page=2',
  '/jobs?page=1',
  '/jobs?type=teaching&page=2',
  '/jobs/12',
  '/jobs/12/similar?limit=3',
  '/content?page=1&per_page=12',
  '/content/trending?limit=3',
  '/content/categories',
  '/forums/topics?page=1',
  '/forums/topics/3',
  '/dating/profiles',
  '/search?q=bangkok',
];

/** Beside CI's builds, seeding the world alone can take half a minute. */
async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    try {
      if ((await fetch(`${API}/stats`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The mock server did not start within 120 s.');
}

async function read<T>(path: string, token?: string): Promise<T> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  return (await (await fetch(`${API}${path}`, { headers })).json()) as T;
}

const firstArticleSlug = async () =>
  (await read<{ data: Array<{ slug: string }> }>('/content?per_page=1')).data[0]!.slug;

const likesOf = async (slug: string) =>
  (await read<{ data: { article: { likes: number } } }>(`/content/${slug}`)).data.article.likes;

type Favorites = { meta: { count: number; limit: number } };

async function signInAsExplorer(): Promise<string> {
  const response = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'explorer@ginger.example', password: 'Explorer123!' }),
  });
  return ((await response.json()) as { token: string }).token;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

const server = spawn('npx', ['tsx', 'scripts/cli/mockServer.ts'], {
  env: { ...process.env, MOCK_API_PORT: String(PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

try {
  await waitForServer();
  const slug = await firstArticleSlug();
  const likesBefore = await likesOf(slug);
  const explorer = await signInAsExplorer();
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  let likesAnswered = 0;
  /** Saves sent so far: each save names another job. */
  let saves = 0;
  const until = performance.now() + SECONDS * 1000;

  /** What the client sends on its `turn`th request. */
  function requestFor(turn: number): { path: string; init: RequestInit } {
    if (turn % 25 === 0)
      return {
        path: '/favorites',
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${explorer}` },
          body: JSON.stringify({ kind: 'job', item_id: 1 + (saves++ % 150) }),
        },
      };
    if (turn % 10 === 0) return { path: `/content/${slug}/like`, init: { method: 'POST' } };
    return { path: READS[turn % READS.length]!, init: { method: 'GET' } };
  }

  async function client(index: number): Promise<void> {
    for (let turn = index; performance.now() < until; turn += 1) {
      const { path, init } = requestFor(turn);
      const started = performance.now();
      try {
        const response = await fetch(`${API}${path}`, {
          ...init,
          headers: { Accept: 'application/json', 'Accept-Encoding': 'gzip', ...init.headers },
        });
        await response.json();
        if (response.status >= 500) throw new Error(`${response.status} on ${path}`);
        if (path.endsWith('/like') && response.ok) likesAnswered += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        errors.set(message, (errors.get(message) ?? 0) + 1);
      }
      latencies.push(performance.now() - started);
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.toSorted((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `${CLIENTS} clients for ${SECONDS} s on loopback: ${latencies.length} requests ` +
      `(${Math.round(latencies.length / elapsed)}/s), ${errorCount} errors`,
  );
  console.log(
    `latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  for (const [message, count] of errors) console.error(`  ${count}× ${message}`);
  const lostLikes = likesBefore + likesAnswered - (await likesOf(slug));
  const { meta } = await read<Favorites>('/favorites', explorer);
  const pastLimit = Math.max(0, meta.count - meta.limit);
  console.log(
    `${likesAnswered} likes answered, ${lostLikes} lost; ` +
      `an Explorer's favourites ${meta.count} of ${meta.limit}, ${pastLimit} past the limit`,
  );
  process.exitCode = errorCount > 0 || lostLikes !== 0 || pastLimit > 0 ? 1 : 0;
} finally {
  // The server runs in its own process group, with npx's children.
  process.kill(-server.pid!, 'SIGTERM');
}
