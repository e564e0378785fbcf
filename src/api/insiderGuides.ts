import {
  getInsiderGuideOptions,
  listInsiderGuidesOptions,
} from './generated/@tanstack/react-query.gen';
import { cachePolicy } from './cachePolicy';
import { dataQueryOptions } from './envelope';
import { api } from './client';

/**
 * Every insider guide query, by the contract's tag. What they hold depends on who asks (whole
 * or preview), so they are member data: see MEMBER_QUERY_TAGS.
 */
export const insiderGuideKeys = { all: [{ tags: ['insider'] }] as const };

export function insiderGuidesQueryOptions() {
  return dataQueryOptions(listInsiderGuidesOptions({ client: api }), cachePolicy.article);
}

export function insiderGuideQueryOptions(slug: string) {
  return dataQueryOptions(
    getInsiderGuideOptions({ client: api, path: { slug } }),
    cachePolicy.article,
  );
}
