function isProtocolRelative(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/**
 * A redirect target is honoured only when it is a path on this site: it starts with a single
 * '/', is not protocol-relative ('//host' or '/\host') before or after its dot segments are
 * resolved ('/.//host' is '//host'), and holds no control characters.
 */
export function safeRedirectPath(target: unknown, fallback = '/dashboard'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || isProtocolRelative(target)) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const base = 'https://same-site.invalid';
    const url = new URL(target, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== base || isProtocolRelative(path)) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
