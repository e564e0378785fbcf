// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    '/dashboard',
    '/jobs/12?tab=apply',
    '/articles/some-slug#comments',
    '/locations/thailand/bangkok',
    '/%2F%2Fevil.example',
  ])('honours the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an encoded newline', '/\nhttps://evil.example'],
    ['a relative path', 'dashboard'],
    ['an empty value', ''],
    ['a non-string', { toString: (): string => '/dashboard' }],
    ['a dot segment before a second slash', '/.//evil.example'],
    ['a parent segment before a second slash', '/..//evil.example'],
    ['a path climbing back to a second slash', '/jobs/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['encoded parent segments', '/%2e%2e//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['leading whitespace', ' /dashboard'],
    ['a tab inside', '/\t/evil.example'],
  ])('falls back to /dashboard for %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBe('/dashboard');
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirectPath('https://evil.example', '/')).toBe('/');
  });
});
