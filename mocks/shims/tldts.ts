/**
 * Stands in for `tldts` in the browser mock (aliased in vite.config.ts). msw's cookie store asks
 * tough-cookie for the registrable domain of the page's own host, and tough-cookie asks tldts,
 * whose public-suffix list weighs about 90 kB gzip. A mock in the browser only ever sees
 * localhost, an IP address or a plain `name.tld` host, where the last two labels are the answer.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const isIpAddress = /^[\d.]+$/.test(host) || host.includes(':');
  const labels = host.split('.');
  if (isIpAddress || labels.length < 2) return null;
  return labels.slice(-2).join('.');
}
