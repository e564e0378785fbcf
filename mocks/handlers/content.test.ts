// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  ArticleDetailResponse,
  ArticleListResponse,
  CategoryListResponse,
} from '@/api/generated';
import { callApi, seedWithLateFieldsHeld, setupMockApi } from '@mocks/testing';

setupMockApi();

async function listArticles(query: string) {
  return (await callApi(`/content${query}`)).body as ArticleListResponse;
}

describe('GET /content', () => {
  it('pages 12 articles, newest first', async () => {
    const { data, meta } = await listArticles('');
    expect(data).toHaveLength(12);
    expect(meta.total).toBeGreaterThanOrEqual(60);
    const dates = data.map((article) => article.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by category and type together', async () => {
    const { data } = await listArticles('?category=digital-nomad&type=qa&per_page=100');
    expect(data.length).toBeGreaterThan(0);
    expect(
      data.every(
        (article) => article.category === 'digital-nomad' && article.content_type === 'qa',
      ),
    ).toBe(true);
  });

  it('searches titles case-insensitively', async () => {
    const { data } = await listArticles('?search=bangkok&per_page=100');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((article) => JSON.stringify(article).toLowerCase().includes('bangkok'))).toBe(
      true,
    );
  });

  it('answers 422 for an unknown content type', async () => {
    expect((await callApi('/content?type=poem')).status).toBe(422);
  });
});

describe('GET /content/categories and /content/trending', () => {
  it('counts the articles of each category', async () => {
    const { data } = (await callApi('/content/categories')).body as CategoryListResponse;
    const total = (await listArticles('')).meta.total;
    expect(data.reduce((sum, entry) => sum + entry.count, 0)).toBe(total);
    expect(data.find((entry) => entry.category === 'food-culture')?.label).toBe('Food & Culture');
  });

  it('lists the most viewed articles first, as many as asked', async () => {
    const { data } = (await callApi('/content/trending?limit=3')).body as {
      data: Array<{ views: number }>;
    };
    expect(data).toHaveLength(3);
    expect(data[0]!.views).toBeGreaterThanOrEqual(data[2]!.views);
  });
});

describe('GET /content/{slug} and POST /content/{slug}/like', () => {
  it('returns the article, related articles and structured data', async () => {
    const slug = (await listArticles('')).data[0]!.slug;
    const { body } = await callApi(`/content/${slug}`);
    const { data } = body as ArticleDetailResponse;
    expect(data.article.slug).toBe(slug);
    expect(data.article.content.length).toBeGreaterThan(100);
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.some((article) => article.slug === slug)).toBe(false);
    expect(data.structured_data).toMatchObject({ headline: data.article.title });
  });

  it('answers 404 for an unknown slug', async () => {
    expect(await callApi('/content/no-such-article')).toMatchObject({
      status: 404,
      body: { message: 'Article not found.' },
    });
  });

  it('adds one like per call and returns the new count, for visitors too', async () => {
    const article = (await listArticles('')).data[0]!;
    const first = await callApi(`/content/${article.slug}/like`, { method: 'POST' });
    const second = await callApi(`/content/${article.slug}/like`, { method: 'POST' });
    expect(first.body).toEqual({ likes: article.likes + 1 });
    expect(second.body).toEqual({ likes: article.likes + 2 });
  });
});

describe('GET /content/:slug while article bodies are still on their way', () => {
  it('waits for the body instead of answering an empty article', async () => {
    const { world, deliver } = await seedWithLateFieldsHeld();
    const first = world.article[0]!;

    let answered = false;
    const detail = callApi(`/content/${first.slug}`).then((answer) => {
      answered = true;
      return answer;
    });
    // A whole other request comes and goes while the article waits.
    expect((await listArticles('?per_page=1')).data).toHaveLength(1);
    expect(answered).toBe(false);

    deliver();
    const { status, body } = await detail;
    expect(status).toBe(200);
    expect((body as ArticleDetailResponse).data.article.content).toBe(first.content);
    expect(first.content.length).toBeGreaterThan(1000);
  });

  it('fetches the bodies when an article is first opened, not before, and once', async () => {
    const { world, deliver, loads } = await seedWithLateFieldsHeld();
    const first = world.article[0]!;
    deliver();

    await listArticles('');
    expect(loads()).toBe(0);

    for (let visit = 0; visit < 2; visit += 1) {
      const { body } = await callApi(`/content/${first.slug}`);
      expect((body as ArticleDetailResponse).data.article.content).toBe(first.content);
    }
    expect(loads()).toBe(1);
  });
});
