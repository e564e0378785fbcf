// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { formatRelative } from '@/lib/format';
import { db } from '../db';
import { FIXED_NOW } from '../fixedClock';
import { seedDatabase } from '.';
import { DAY_MS, MINUTE_MS } from './timeline';

const REAL_NOW = new Date();
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The clocks the world must look alive at: today, later, much later, and awkward days. */
const CLOCKS: Array<[string, Date]> = [
  ['today', REAL_NOW],
  ['the fixed test clock', FIXED_NOW],
  ['90 days on', plusDays(REAL_NOW, 90)],
  ['400 days on', plusDays(REAL_NOW, 400)],
  ['a leap day', new Date('2028-02-29T10:00:00Z')],
  ["New Year's Eve", new Date('2027-12-31T23:30:00Z')],
];

const time = (iso: string) => new Date(iso).getTime();

describe.each(CLOCKS)('the world built at %s', (_label, now) => {
  afterEach(() => db.job.clear());

  async function world() {
    await seedDatabase({ now });
    return {
      jobs: db.job.findMany(),
      articles: db.article.findMany(),
      topics: db.forumTopic.findMany(),
      replies: db.forumReply.findMany(),
      profiles: db.datingProfile.findMany(),
    };
  }

  it('has nothing created after now', async () => {
    const { jobs, articles, topics, replies, profiles } = await world();
    const created = [
      ...jobs.map((job) => job.posted),
      ...articles.flatMap((article) => [article.published_at, article.updated_at]),
      ...topics.flatMap((topic) => [topic.created, topic.authorJoined]),
      ...replies.map((reply) => reply.created),
      ...profiles.flatMap((profile) => [profile.joinedDate, profile.lastSeen]),
      ...db.user.findMany().map((user) => user.created_at),
      ...db.favorite.findMany().map((favorite) => favorite.created_at),
      ...db.journalEntry.findMany().map((entry) => entry.created_at),
      ...db.location.findMany().map((location) => location.updated_at),
    ];
    expect(created.filter((iso) => time(iso) > now.getTime())).toEqual([]);
  });

  it('keeps 85 to 90 % of jobs open, each closed one closing after it was posted', async () => {
    const { jobs } = await world();
    const closed = jobs.filter(
      (job) => job.application_deadline && time(job.application_deadline) < now.getTime(),
    );
    const openShare = 1 - closed.length / jobs.length;
    expect(openShare).toBeGreaterThanOrEqual(0.85);
    expect(openShare).toBeLessThanOrEqual(0.9);
    for (const job of closed)
      expect(time(job.application_deadline!)).toBeGreaterThan(time(job.posted));
    for (const job of jobs) expect(time(job.valid_until!)).toBeGreaterThan(time(job.posted));
  });

  it('has an article from the last 7 days', async () => {
    const { articles } = await world();
    const newest = Math.max(...articles.map((article) => time(article.published_at)));
    expect(now.getTime() - newest).toBeLessThanOrEqual(7 * DAY_MS);
    for (const article of articles)
      expect(time(article.updated_at)).toBeGreaterThanOrEqual(time(article.published_at));
  });

  it('orders forum threads: replies after their topic and each other, answers after what they answer', async () => {
    const { topics, replies } = await world();
    const topicsById = new Map(topics.map((topic) => [topic.id, topic]));
    const repliesById = new Map(replies.map((reply) => [reply.id, reply]));
    for (const reply of replies) {
      expect(time(reply.created)).toBeGreaterThan(time(topicsById.get(reply.topic_id)!.created));
      if (reply.parent_id !== null)
        expect(time(reply.created)).toBeGreaterThan(
          time(repliesById.get(reply.parent_id)!.created),
        );
    }
    for (const topic of topics) {
      const thread = replies.filter((reply) => reply.topic_id === topic.id);
      const byId = [...thread].sort((a, b) => a.id - b.id).map((reply) => reply.created);
      expect(byId).toEqual([...byId].sort());
    }
  });

  it('shows forum activity from the last 2 days', async () => {
    const { topics, replies } = await world();
    const latest = Math.max(
      ...[...topics.map((t) => t.created), ...replies.map((r) => r.created)].map(time),
    );
    expect(now.getTime() - latest).toBeLessThanOrEqual(2 * DAY_MS);
  });

  it('calls members online only when they were seen in the last 15 minutes', async () => {
    const { profiles } = await world();
    expect(profiles.some((profile) => profile.online)).toBe(true);
    for (const profile of profiles) {
      const seenAgo = now.getTime() - time(profile.lastSeen);
      if (profile.online) expect(seenAgo).toBeLessThanOrEqual(15 * MINUTE_MS);
      else expect(seenAgo).toBeGreaterThan(15 * MINUTE_MS);
      expect(time(profile.joinedDate)).toBeLessThan(time(profile.lastSeen));
    }
  });

  it('reads "ago" for what happened and "in" for deadlines ahead', async () => {
    const { jobs } = await world();
    for (const job of jobs) {
      expect(formatRelative(job.posted, now)).toMatch(/ ago$|^yesterday$|^last (week|month|year)$/);
      const deadline = job.application_deadline;
      if (deadline && time(deadline) > now.getTime())
        expect(formatRelative(deadline, now)).toMatch(/^in |^tomorrow$|^next (week|month)$/);
    }
  });
});

describe('the world on two days', () => {
  it('is the same world (ids, names, texts), with only its dates moved', async () => {
    const strip = <Row extends object>(rows: Row[], dates: string[]) =>
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !dates.includes(key))),
      );
    await seedDatabase({ now: FIXED_NOW });
    const first = {
      jobs: strip(db.job.findMany(), ['posted', 'valid_until', 'application_deadline']),
      topics: strip(db.forumTopic.findMany(), ['created', 'lastEdited', 'authorJoined']),
      profiles: strip(db.datingProfile.findMany(), ['joinedDate', 'lastSeen']),
    };
    await seedDatabase({ now: plusDays(FIXED_NOW, 400) });
    expect({
      jobs: strip(db.job.findMany(), ['posted', 'valid_until', 'application_deadline']),
      topics: strip(db.forumTopic.findMany(), ['created', 'lastEdited', 'authorJoined']),
      profiles: strip(db.datingProfile.findMany(), ['joinedDate', 'lastSeen']),
    }).toEqual(first);
  });
});
