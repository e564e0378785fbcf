// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeExternalUrl, sitePathLink } from './urls';

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

describe('sitePathLink', () => {
  it('links the pages the API links to, with their params', () => {
    expect(sitePathLink('/articles/hoi-an-guide')).toEqual({
      to: '/articles/$slug',
      params: { slug: 'hoi-an-guide' },
    });
    expect(sitePathLink('/locations/vietnam/hoi-an')).toEqual({
      to: '/locations/$country/$slug',
      params: { country: 'vietnam', slug: 'hoi-an' },
    });
    expect(sitePathLink('/jobs/7')).toEqual({ to: '/jobs/$id', params: { id: 7 } });
    expect(sitePathLink('/forums/topic/12')).toEqual({
      to: '/forums/topic/$id',
      params: { id: 12 },
    });
    expect(sitePathLink('/dating/profile/4')).toEqual({
      to: '/dating/profile/$id',
      params: { id: 4 },
    });
    expect(sitePathLink('/lists')).toEqual({ to: '/lists' });
    expect(sitePathLink('/journal')).toEqual({ to: '/journal' });
  });

  it('decodes a param, which the router encodes again', () => {
    expect(sitePathLink('/articles/caf%C3%A9')).toEqual({
      to: '/articles/$slug',
      params: { slug: 'café' },
    });
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'articles/x',
    '/a b',
    '/articles/a b',
    '/articles/%E0%A4%A',
    '/jobs/seven',
    '/guides',
  ])('refuses %j', (path) => {
    expect(sitePathLink(path)).toBeNull();
  });
});
