import { delay, http, HttpResponse } from 'msw';

/** Per-story overrides: a request that never answers (loading) or a server failure (error). */
export const never = (path: string) => http.get(`*/api${path}`, async () => delay('infinite'));

export const failing = (path: string, status = 500, method: 'get' | 'post' = 'get') =>
  http[method](`*/api${path}`, () => HttpResponse.json({ message: 'Server error.' }, { status }));

/** Parameters of a story that stays loading: `path` never answers, and the screen is not awaited. */
export const stillLoading = (path: string) => ({ loading: true, msw: { handlers: [never(path)] } });

/** A list endpoint that answers one empty page. */
export const emptyList = (path: string) =>
  http.get(`*/api${path}`, () =>
    HttpResponse.json({
      data: [],
      meta: { total: 0, per_page: 12, current_page: 1, last_page: 1 },
    }),
  );
