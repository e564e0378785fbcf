// @vitest-environment node
import { getDomain as publicSuffixListDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts';

describe('the tldts stand-in of the browser mock', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    'example.com',
    'a.b.example.com',
    'ginger.example',
    'Preview.Ginger.App',
  ])('answers like the public-suffix list for %s', (host) => {
    const options = { allowIcannDomains: true, allowPrivateDomains: true };
    expect(getDomain(host)).toBe(publicSuffixListDomain(host, options));
  });
});
