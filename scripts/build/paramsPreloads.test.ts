// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestTemplates } from './paramsPreloads';

const API = 'http://127.0.0.1:4400/api';

describe('requestTemplates', () => {
  it("writes the page's params into the requests that follow them", () => {
    const templates = requestTemplates('/jobs/$id', [
      { url: '/jobs/1', requests: [`${API}/jobs/1`, `${API}/stats`] },
      { url: '/jobs/2', requests: [`${API}/jobs/2`, `${API}/stats`] },
    ]);
    expect(templates).toEqual([`${API}/jobs/$id`]);
  });

  it('names several params, each in its own segment', () => {
    const templates = requestTemplates('/locations/$country/$slug', [
      { url: '/locations/country-a/slug-a', requests: [`${API}/locations/slug-a`] },
      { url: '/locations/country-b/slug-b', requests: [`${API}/locations/slug-b`] },
    ]);
    expect(templates).toEqual([`${API}/locations/$slug`]);
  });

  it('leaves out a request the second frame did not send with its own values', () => {
    const templates = requestTemplates('/articles/$slug', [
      { url: '/articles/slug-a', requests: [`${API}/content/slug-a`] },
      { url: '/articles/slug-b', requests: [`${API}/content/slug-b?draft=1`] },
    ]);
    expect(templates).toEqual([]);
  });
});
