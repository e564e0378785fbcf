import { lazy, Suspense } from 'react';
import type { SeoProps } from './SeoHead';

export type { SeoProps } from './SeoHead';

const SeoHead = lazy(() => import('./SeoHead'));

/**
 * One per page: title, description, canonical, Open Graph, Twitter and JSON-LD.
 * On React 19 react-helmet-async needs no provider, so the library loads after the first paint.
 */
export function Seo(props: SeoProps) {
  return (
    <Suspense fallback={null}>
      <SeoHead {...props} />
    </Suspense>
  );
}
