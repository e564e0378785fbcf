import { linkOptions, type LinkOptions } from '@tanstack/react-router';

/** A page of this site whose path has no parameters ('/jobs', not '/jobs/$id'); a typo fails tsc. */
export type PagePath = Exclude<NonNullable<LinkOptions['to']>, `${string}$${string}` | '.' | '..'>;

/** An outside link from API data, only if it is http(s); anything else (javascript:, data:...) is refused. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const ARTICLE_PATH = /^\/articles\/([\w.~%-]+)$/;
const LOCATION_PATH = /^\/locations\/([\w.~%-]+)\/([\w.~%-]+)$/;
const JOB_PATH = /^\/jobs\/(\d{1,9})$/;
const TOPIC_PATH = /^\/forums\/topic\/(\d{1,9})$/;
const PROFILE_PATH = /^\/dating\/profile\/(\d{1,9})$/;
/** The member's own pages the API links to (recent activity). */
const MEMBER_PAGES = linkOptions([{ to: '/lists' }, { to: '/journal' }]);

/** What `pattern` captures from `path`, decoded (the router encodes params itself); else null. */
function captures(path: string, pattern: RegExp): string[] | null {
  const match = pattern.exec(path);
  if (!match) return null;
  try {
    return match.slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The typed link for a site path from API data ('/articles/x', '/jobs/7'): the pages the API
 * links to, an article, a location, a job, a forum topic, a dating profile or the member's lists
 * and journal. Null for any other path, an outside
 * URL ('//host', 'javascript:') included; the caller shows text instead.
 */
export function sitePathLink(path: string) {
  const [slug] = captures(path, ARTICLE_PATH) ?? [];
  if (slug) return linkOptions({ to: '/articles/$slug', params: { slug } });
  const [country, citySlug] = captures(path, LOCATION_PATH) ?? [];
  if (country && citySlug)
    return linkOptions({ to: '/locations/$country/$slug', params: { country, slug: citySlug } });
  const [jobId] = captures(path, JOB_PATH) ?? [];
  if (jobId) return linkOptions({ to: '/jobs/$id', params: { id: Number(jobId) } });
  const [topicId] = captures(path, TOPIC_PATH) ?? [];
  if (topicId) return linkOptions({ to: '/forums/topic/$id', params: { id: Number(topicId) } });
  const [profileId] = captures(path, PROFILE_PATH) ?? [];
  if (profileId)
    return linkOptions({ to: '/dating/profile/$id', params: { id: Number(profileId) } });
  return MEMBER_PAGES.find((page) => page.to === path) ?? null;
}
