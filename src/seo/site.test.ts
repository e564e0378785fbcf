// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from './site';

describe('the site language', () => {
  // Seo leaves `<html lang>` to the HTML every page is built from; JSON-LD says it from `site`.
  it('is the one index.html gives every page', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toMatch(new RegExp(`<html lang="${site.language}">`));
  });
});
