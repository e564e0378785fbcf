import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { NotFoundPage } from '@/features/layout/NotFoundPage';
import { RoutePending } from '@/features/layout/RoutePending';

type PageModule = Promise<Record<string, ComponentType>>;

/** A page loaded on first visit: `named` is the component's export name in its module. */
const page = (load: () => PageModule, named: string): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load())[named]! }));

const textPages = () => import('@/features/pages/TextPages');

/** Every page of the catch-all route, by path without its leading slash. */
const SITE_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  advertise: page(() => import('@/features/pages/AdvertisePage'), 'AdvertisePage'),
  community: page(() => import('@/features/pages/CommunityPage'), 'CommunityPage'),
  'employer-packages': page(
    () => import('@/features/pages/EmployerPackagesPage'),
    'EmployerPackagesPage',
  ),
  'forums/guidelines': page(textPages, 'ForumGuidelinesPage'),
  'guide-guidelines': page(textPages, 'GuideGuidelinesPage'),
  premium: page(() => import('@/features/pages/PremiumPage'), 'PremiumPage'),
  privacy: page(textPages, 'PrivacyPage'),
  terms: page(textPages, 'TermsPage'),
};

/** The page registered for a path, or the not-found page. */
export function SitePage({ path }: { path: string }) {
  const Page = Object.hasOwn(SITE_PAGES, path) ? SITE_PAGES[path] : undefined;
  if (!Page) return <NotFoundPage />;
  return (
    <Suspense fallback={<RoutePending />}>
      <Page />
    </Suspense>
  );
}
