// @vitest-environment node
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { byResource } from './byResource';

const answer = (who: string) => () => HttpResponse.json({ who });

const api = byResource([
  http.get('*/api/jobs', answer('job list')),
  http.get('*/api/jobs/:id', answer('one job')),
  http.get('*/api/locations/:slug', answer('one location')),
  http.get('*/api/auth/me', answer('me')),
]);

async function whoAnswers(url: string): Promise<string | null> {
  const response = await getResponse([api], new Request(url));
  return response ? ((await response.json()) as { who: string }).who : null;
}

describe('byResource', () => {
  it('answers each request with the handler of its path', async () => {
    expect(await whoAnswers('http://localhost/api/jobs?page=2')).toBe('job list');
    expect(await whoAnswers('http://localhost/api/jobs/7')).toBe('one job');
    expect(await whoAnswers('https://api.example.test/api/locations/bangkok')).toBe('one location');
    expect(await whoAnswers('http://localhost/api/auth/me')).toBe('me');
  });

  it('leaves a path no handler serves unanswered', async () => {
    expect(await whoAnswers('http://localhost/api/jobs/7/applicants')).toBeNull();
    expect(await whoAnswers('http://localhost/api/planets')).toBeNull();
    expect(await whoAnswers('http://localhost/images/logos/1.svg')).toBeNull();
  });
});
