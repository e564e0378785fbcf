// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSitePath, safeExternalUrl } from './urls';

describe('safeExternalUrl', () => {
  it('keeps http and https links', () => {
    expect(safeExternalUrl('https://careers.lotus.example/jobs/1')).toBe(
      'https://careers.lotus.example/jobs/1',
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'not a url',
    '',
    null,
  ])('refuses %j', (url) => {
    expect(safeExternalUrl(url)).toBeNull();
  });
});

describe('isSitePath', () => {
  it('accepts paths of this site', () => {
    expect(isSitePath('/articles/hoi-an-guide')).toBe(true);
    expect(isSitePath('/locations/vietnam/hoi-an')).toBe(true);
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', 'articles/x', '/a b'])(
    'refuses %j',
    (path) => {
      expect(isSitePath(path)).toBe(false);
    },
  );
});
