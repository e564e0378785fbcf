import { Helmet } from 'react-helmet-async';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  serializeJsonLd,
  type Breadcrumb,
  type JsonLd,
} from './jsonLd';
import { absoluteUrl, site } from './site';

const HOME: Breadcrumb = { name: 'Home', url: '/' };

export type SeoProps = {
  /** The page title without the site name; omit on the home page. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** Canonical path of the page, e.g. '/jobs'. */
  path: string;
  /** The trail from Home (which comes first by itself) to this page. */
  breadcrumbs?: readonly Breadcrumb[];
  /** What a list page shows, as an ItemList named by the title; nothing is written while it is empty. */
  listItems?: readonly Breadcrumb[];
  structuredData?: readonly JsonLd[];
  image?: string;
  type?: 'website' | 'article' | 'profile';
  noindex?: boolean;
};

/**
 * One per page: title, description, canonical, Open Graph, Twitter and JSON-LD. On React 19
 * react-helmet-async needs no provider: its tags are React's own, hoisted into the head. The
 * language is `index.html`'s `<html lang>`: set again from here, it made the browser restyle every
 * element of the page once it had hydrated (docs/decisions/0024-pages-prerendered-and-hydrated.md).
 */
export function Seo({
  title,
  description = site.defaultDescription,
  keywords,
  path,
  breadcrumbs,
  listItems,
  structuredData = [],
  image = site.image,
  type = 'website',
  noindex = false,
}: SeoProps) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} - ${site.tagline}`;
  const canonical = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  const graphs = [
    ...structuredData,
    ...(listItems?.length ? [itemListJsonLd(title ?? site.name, listItems)] : []),
    ...(breadcrumbs?.length ? [breadcrumbJsonLd([HOME, ...breadcrumbs])] : []),
  ];
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords?.length ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      <link rel="canonical" href={canonical} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {graphs.map((graph, index) => (
        <script key={`${String(graph['@type'])}-${index}`} type="application/ld+json">
          {serializeJsonLd(graph)}
        </script>
      ))}
    </Helmet>
  );
}
