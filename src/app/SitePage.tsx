import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { NotFoundPage } from '@/features/layout/NotFoundPage';
import { RoutePending } from '@/features/layout/RoutePending';

/** A page loaded on first visit: `named` is the component's export name in its module. */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  named: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[named] }));
}

const textPages = () => import('@/features/pages/TextPages');
const forumBoards = () => import('@/features/forums/ForumBoardPage');
const forumMembers = () => import('@/features/forums/ForumMembersPage');

/** Every page of the catch-all route, by path without its leading slash. */
const SITE_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  billing: page(() => import('@/features/account/BillingPage'), 'BillingPage'),
  dashboard: page(() => import('@/features/account/DashboardPage'), 'DashboardPage'),
  favorites: page(() => import('@/features/favorites/FavoritesPage'), 'FavoritesPage'),
  'forgot-password': page(() => import('@/features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  journal: page(() => import('@/features/account/JournalPage'), 'JournalPage'),
  settings: page(() => import('@/features/account/SettingsPage'), 'SettingsPage'),
  upgrade: page(() => import('@/features/account/UpgradePage'), 'UpgradePage'),
  advertise: page(() => import('@/features/advertise/AdvertisePage'), 'AdvertisePage'),
  contact: page(() => import('@/features/support/ContactPage'), 'ContactPage'),
  'advertise/create': page(
    () => import('@/features/advertise/CreateListingPage'),
    'CreateListingPage',
  ),
  community: page(() => import('@/features/pages/CommunityPage'), 'CommunityPage'),
  'employer-packages': page(
    () => import('@/features/pages/EmployerPackagesPage'),
    'EmployerPackagesPage',
  ),
  'forums/events': page(forumBoards, 'EventsPage'),
  'forums/guidelines': page(textPages, 'ForumGuidelinesPage'),
  'forums/language-exchange': page(forumBoards, 'LanguageExchangePage'),
  'forums/marketplace': page(forumBoards, 'MarketplacePage'),
  'forums/members': page(forumMembers, 'MembersPage'),
  'forums/new-members': page(forumMembers, 'NewMembersPage'),
  'forums/popular': page(forumBoards, 'PopularTopicsPage'),
  'guide-guidelines': page(textPages, 'GuideGuidelinesPage'),
  'lists/new': page(() => import('@/features/favorites/NewListPage'), 'NewListPage'),
  'post-job': page(() => import('@/features/jobs/PostJobPage'), 'PostJobPage'),
  premium: page(() => import('@/features/pages/PremiumPage'), 'PremiumPage'),
  privacy: page(textPages, 'PrivacyPage'),
  'submit-guide': page(() => import('@/features/support/SubmitGuidePage'), 'SubmitGuidePage'),
  search: page(() => import('@/features/search/SearchPage'), 'SearchPage'),
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
