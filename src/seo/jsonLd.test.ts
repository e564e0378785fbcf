// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from './jsonLd';
import { site } from './site';

describe('JSON-LD builders', () => {
  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: '/' },
      { name: 'Jobs', url: '/jobs' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Jobs', item: `${site.url}/jobs` },
    ]);
  });

  it('describes the site in English with a search action', () => {
    const data = websiteJsonLd();
    expect(data).toMatchObject({ '@type': 'WebSite', name: 'Ginger', inLanguage: 'en' });
    expect(JSON.stringify(data.potentialAction)).toContain('/search?q={search_term_string}');
  });

  it('lists the four contact languages on the organization', () => {
    expect(organizationJsonLd()).toMatchObject({
      contactPoint: { availableLanguage: ['English', 'Chinese', 'Japanese', 'Korean'] },
    });
  });

  it('builds an ItemList of the items in order', () => {
    const data = itemListJsonLd('Jobs', [{ name: 'Teacher', url: '/jobs/1' }]);
    expect(data).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ position: 1, url: `${site.url}/jobs/1` }],
    });
  });

  it('serialises so that no value can close the script element', () => {
    const text = serializeJsonLd({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script> & more',
    });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ name: '</script><script>alert(1)</script> & more' });
  });
});
