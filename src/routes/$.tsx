import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { SitePage } from '@/app/SitePage';
import { isMemberPage, pageKey } from '@/app/pageKeys';

/**
 * Every page without its own parameters (content pages, forms, forum sub-lists, search) is
 * served by this one route from a lazy registry: a file route costs the first paint about 100
 * bytes, and the shell's budget has no room for twenty of them (docs/DECISIONS.md).
 */
export const Route = createFileRoute('/$')({
  beforeLoad: (options) =>
    isMemberPage(pageKey(options.params._splat)) ? requireMember(options) : undefined,
  component: function SitePageRoute() {
    return <SitePage path={pageKey(Route.useParams()._splat)} />;
  },
});
