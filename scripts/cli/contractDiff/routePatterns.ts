import { PLACEHOLDER } from './sourceGraph';

/** A page or an API path, matched against the paths a test or a story writes (`'/jobs/7'`, `` `/jobs/${id}` ``). */
export interface RoutePattern {
  matches(literal: string): boolean;
}

export const routePattern = {
  /** A TanStack route id (`/_member/lists/$id`); a layout also matches the pages under it. */
  page(routeId: string, allRouteIds: string[]): RoutePattern {
    const body = routeId.split('/').map(pageSegment).join('');
    const tail = isLayout(routeId, allRouteIds) ? '(?:/.*)?' : '';
    return fromRegExp(new RegExp(`^${body || (tail ? '' : '/')}${tail}$`));
  },
  /** A contract path (`/jobs/{id}`). */
  api(contractPath: string): RoutePattern {
    const body = contractPath
      .split('/')
      .filter(Boolean)
      .map((segment) => `/${/^\{.+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment)}`)
      .join('');
    return fromRegExp(new RegExp(`^${body || '/'}$`));
  },
};

function pageSegment(segment: string): string {
  if (segment === '' || segment.startsWith('_') || /^\(.+\)$/.test(segment)) return '';
  if (segment === '$') return '(?:/.*)?';
  if (/^\{-\$.+\}$/.test(segment)) return '(?:/[^/]+)?';
  if (segment.startsWith('$')) return '/[^/]+';
  return `/${escapeRegExp(segment.replace(/_$/, ''))}`;
}

function isLayout(routeId: string, allRouteIds: string[]): boolean {
  return !routeId.endsWith('/') && allRouteIds.some((id) => id.startsWith(`${routeId}/`));
}

function fromRegExp(pattern: RegExp): RoutePattern {
  return { matches: (literal) => candidatePaths(literal).some((path) => pattern.test(path)) };
}

/**
 * The path a literal stands for, without origin, `/api` prefix, query or hash; `${…}` stands for a
 * path segment, or at the end of a segment (`/jobs${query}`) possibly for nothing. A bare `/` is
 * left out: it is far more often a separator (`split('/')`) than the home page.
 */
export function candidatePaths(literal: string): string[] {
  if (literal === '/') return [];
  const path = literal
    .replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '')
    .replace(new RegExp(`^${PLACEHOLDER}+(?=/)`), '')
    .replace(/^\*?\/api(?=\/|$)/, '');
  if (!path.startsWith('/')) return [];
  const variants = [path.replaceAll(PLACEHOLDER, '1')];
  if (path.endsWith(PLACEHOLDER) && !path.endsWith(`/${PLACEHOLDER}`)) {
    variants.push(path.slice(0, -1).replaceAll(PLACEHOLDER, '1'));
  }
  return variants.map((variant) => variant.replace(/[?#].*$/, '').replace(/(?<=.)\/$/, '') || '/');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
