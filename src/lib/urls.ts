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

/** A path on this site from API data ('/articles/x'), never an absolute or protocol-relative URL. */
export function isSitePath(path: string): boolean {
  return /^\/(?!\/)[\w\-/.~%?=&]*$/.test(path);
}
