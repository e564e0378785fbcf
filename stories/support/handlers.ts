import { delay, http, HttpResponse } from 'msw';

/** Per-story overrides: a request that never answers (loading) or a server failure (error). */
export const never = (path: string) => http.get(`*/api${path}`, async () => delay('infinite'));

export const failing = (
  path: string,
  status = 500,
  method: 'get' | 'post' | 'put' | 'patch' = 'get',
) =>
  http[method](`*/api${path}`, () => HttpResponse.json({ message: 'Server error.' }, { status }));

/** Parameters of a story that stays loading: `path` never answers, and the screen is not awaited. */
export const stillLoading = (path: string) => ({ loading: true, msw: { handlers: [never(path)] } });

/** A list endpoint that answers one empty page, with the list's other `fields` (its filters). */
export const emptyList = (path: string, fields: Record<string, unknown> = {}) =>
  http.get(`*/api${path}`, () =>
    HttpResponse.json({
      data: [],
      meta: { total: 0, per_page: 12, current_page: 1, last_page: 1 },
      ...fields,
    }),
  );

/** The location list answering no location. */
export const noLocations = emptyList('/locations', { available_filters: { country: [] } });

/** Where the broken-image stories point: the file arrives, but is no image. */
export const BROKEN_IMAGE = '/images/broken.jpg';

/**
 * Parameters of a story whose image can't be shown. The image answers with bytes that are not a
 * picture, so it fails as a broken one does, without the browser's console error for a 404.
 */
export const brokenImage = {
  msw: {
    handlers: [
      http.get(`*${BROKEN_IMAGE}`, () =>
        HttpResponse.text('not an image', { headers: { 'Content-Type': 'image/jpeg' } }),
      ),
    ],
  },
};
