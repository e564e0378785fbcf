function isProtocolRelative(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/**
 * The one rule for a path on this site, for redirects and for links in text from the API: it
 * starts with a single '/', is not protocol-relative ('//host' or '/\host') before or after its
 * dot segments are resolved ('/.//host' is '//host'), and holds no backslash or control
 * character (a browser reads '/\host' as '//host'). The path as the browser resolves it, or null.
 */
export function sameSitePath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return null;
  if (!target.startsWith('/') || isProtocolRelative(target)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return null;
  try {
    const base = 'https://same-site.invalid';
    const url = new URL(target, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === base && !isProtocolRelative(path) ? path : null;
  } catch {
    return null;
  }
}

/** A redirect target is honoured only when it is a path on this site (`sameSitePath`). */
export function safeRedirectPath(target: unknown, fallback = '/dashboard'): string {
  return sameSitePath(target) ?? fallback;
}
