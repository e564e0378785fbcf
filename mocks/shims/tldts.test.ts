import { createRequire } from 'node:module';
import type * as Tldts from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts';

// Node's own require: vite.config.ts aliases the `tldts` import to the stand-in under test.
const publicSuffixList = createRequire(import.meta.url)('tldts') as typeof Tldts;

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
    expect(getDomain(host)).toBe(publicSuffixList.getDomain(host, options));
  });
});
