// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  ActivityResponse,
  ForumMemberListResponse,
  ForumMemberProfileResponse,
  ForumReply,
  ForumTopicListResponse,
  ForumTopicResponse,
} from '@/api/generated';
import { startSeededSession } from '../sessions';
import { callApi, setupMockApi } from '../testing';
import { db } from '../db';

setupMockApi();

const listTopics = async (query: string) =>
  (await callApi(`/forums/topics${query}`)).body as ForumTopicListResponse;

function depth(replies: ForumReply[]): number {
  return replies.length ? 1 + Math.max(...replies.map((reply) => depth(reply.replies))) : 0;
}

/** A long word from the first food topic's title: a search that must find it. */
function foodTitleWord(): string {
  const topic = db.forumTopic.findFirst((q) => q.where({ category: 'food' }))!;
  return topic.title.toLowerCase().match(/[a-z]{6,}/)![0];
}

describe('forum topics', () => {
  it('has at least 60 topics, pinned first, in pages', async () => {
    const first = await listTopics('?per_page=10');
    expect(first.meta.total).toBeGreaterThanOrEqual(60);
    expect(first.data.slice(0, 3).every((topic) => topic.pinned)).toBe(true);
    const second = await listTopics('?per_page=10&page=2');
    expect(second.data.map((topic) => topic.id)).not.toEqual(first.data.map((topic) => topic.id));
  });

  it('combines the category and a case-insensitive search on title or tags', async () => {
    const word = foodTitleWord();
    const { data } = await listTopics(`?category=food&search=${word.toUpperCase()}&per_page=50`);
    expect(data.length).toBeGreaterThan(0);
    for (const topic of data) {
      expect(topic.category).toBe('food');
      expect(`${topic.title} ${topic.tags.join(' ')}`.toLowerCase()).toContain(word);
    }
  });

  it('counts topics per category, all first', async () => {
    const { body } = await callApi('/forums/categories');
    const categories = (body as { data: Array<{ id: string; count: number }> }).data;
    expect(categories[0]).toMatchObject({ id: 'all' });
    expect(categories).toHaveLength(8);
    expect(categories.slice(1).reduce((sum, category) => sum + category.count, 0)).toBe(
      categories[0]!.count,
    );
  });

  it('threads replies several levels deep somewhere in the seed', async () => {
    let deepest = 0;
    for (let id = 1; id <= 64 && deepest < 3; id += 1) {
      const { body } = await callApi(`/forums/topics/${id}`);
      deepest = Math.max(deepest, depth((body as ForumTopicResponse).data.replies));
    }
    expect(deepest).toBeGreaterThanOrEqual(3);
  });
});

describe('posting and liking', () => {
  it('adds a reply under another reply and shows it in the thread', async () => {
    const token = await startSeededSession('free');
    const topic = (await callApi('/forums/topics/1')).body as ForumTopicResponse;
    const parent = topic.data.replies[0];
    const { status } = await callApi('/forums/topics/1/replies', {
      method: 'POST',
      token,
      body: JSON.stringify({ content: 'Same here, thanks!', parent_id: parent?.id }),
    });
    expect(status).toBe(201);
    const after = (await callApi('/forums/topics/1')).body as ForumTopicResponse;
    const thread = parent
      ? after.data.replies.find((reply) => reply.id === parent.id)!.replies
      : after.data.replies;
    expect(
      thread.some(
        (reply) => reply.content === 'Same here, thanks!' && reply.author === 'Emma Explorer',
      ),
    ).toBe(true);
  });

  it('refuses a reply over 5,000 characters', async () => {
    const token = await startSeededSession('free');
    const { status, body } = await callApi('/forums/topics/1/replies', {
      method: 'POST',
      token,
      body: JSON.stringify({ content: 'x'.repeat(5001) }),
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: { content: ['The content field must not be greater than 5000 characters.'] },
    });
  });

  it('counts one like per member', async () => {
    const token = await startSeededSession('premium');
    const first = (await callApi('/forums/topics/2/like', { method: 'POST', token })).body as {
      likes: number;
    };
    const second = (await callApi('/forums/topics/2/like', { method: 'POST', token })).body as {
      likes: number;
    };
    expect(second.likes).toBe(first.likes);
  });
});

describe('forum boards and members', () => {
  it('lists only topics of one kind for the marketplace, events and language exchange', async () => {
    for (const kind of ['marketplace', 'event', 'language-exchange']) {
      const { data } = (await callApi(`/forums/topics?kind=${kind}&per_page=50`)).body as {
        data: Array<{ kind: string }>;
      };
      expect(data.length).toBeGreaterThanOrEqual(6);
      expect(data.every((topic) => topic.kind === kind)).toBe(true);
    }
  });

  it('orders popular topics by views alone, pinned or not', async () => {
    const { data } = (await callApi('/forums/topics?sort=popular&per_page=50')).body as {
      data: Array<{ views: number }>;
    };
    const views = data.map((topic) => topic.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('lists members by activity or by joining date', async () => {
    const active = (await callApi('/forums/members')).body as {
      data: Array<{ posts: number; joined: string }>;
    };
    const posts = active.data.map((member) => member.posts);
    expect(posts).toEqual([...posts].sort((a, b) => b - a));
    const newest = (await callApi('/forums/members?sort=newest')).body as typeof active;
    const joined = newest.data.map((member) => member.joined);
    expect(joined).toEqual([...joined].sort().reverse());
  });
});

describe('a member’s forum profile (/forums/members/{slug})', () => {
  type Profile = ForumMemberProfileResponse['data'];
  const profile = async (slug: string, token?: string) => {
    const { status, body } = await callApi(`/forums/members/${slug}`, { token });
    return { status, member: (body as ForumMemberProfileResponse | null)?.data as Profile };
  };
  const profileViews = async (token: string) =>
    ((await callApi('/account/activity', { token })).body as ActivityResponse).profile_views;

  it('reaches each member of the directory by their slug, with their newest topics', async () => {
    const { body } = await callApi('/forums/members?per_page=1');
    const [listed] = (body as ForumMemberListResponse).data;
    const { status, member } = await profile(listed!.slug);
    expect(status).toBe(200);
    expect(member).toMatchObject({ name: listed!.name, posts: listed!.posts });
    const started = db.forumTopic.findMany((q) => q.where({ author: listed!.name }));
    expect(member.recent_topics.map((topic) => topic.id)).toEqual(
      started
        .sort((a, b) => b.created.localeCompare(a.created))
        .slice(0, 5)
        .map((topic) => topic.id),
    );
    expect(member.profile_views).toBe(
      db.profileView.findMany((q) => q.where({ member: listed!.name })).length,
    );
  });

  it('counts a member’s first visit only; visitors and the member themself are not counted', async () => {
    const aditya = await startSeededSession('premium');
    const seen = await profileViews(aditya);
    expect((await profile('aditya-adventurer')).member.profile_views).toBe(seen);
    await profile('aditya-adventurer', aditya);
    const emma = await startSeededSession('free');
    await profile('aditya-adventurer', emma);
    await profile('aditya-adventurer', emma);
    expect(await profileViews(aditya)).toBe(seen + 1);
    expect((await profile('aditya-adventurer', aditya)).member).toMatchObject({
      name: 'Aditya Adventurer',
      profile_views: seen + 1,
    });
  });

  it('hides a hidden profile from others, and a members-only one from visitors', async () => {
    const emma = await startSeededSession('free');
    const setVisibility = (profile_visibility: string) =>
      callApi('/account/settings', {
        method: 'PATCH',
        token: emma,
        body: JSON.stringify({ profile_visibility }),
      });
    await setVisibility('members');
    expect((await profile('emma-explorer')).status).toBe(404);
    expect((await profile('emma-explorer', await startSeededSession('premium'))).status).toBe(200);
    await setVisibility('hidden');
    expect((await profile('emma-explorer', await startSeededSession('premium'))).status).toBe(404);
    expect((await profile('emma-explorer', emma)).status).toBe(200);
  });

  it('finds nobody under an unknown or malformed slug', async () => {
    expect((await profile('nobody-by-this-name')).status).toBe(404);
    expect((await profile('Not%20A%20Slug')).status).toBe(404);
  });
});
