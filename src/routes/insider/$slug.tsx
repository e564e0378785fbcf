import { createFileRoute } from '@tanstack/react-router';
import { insiderGuideQueryOptions } from '@/api/insiderGuides';
import { InsiderGuidePage } from '@/features/insider/InsiderGuidePage';

export const Route = createFileRoute('/insider/$slug')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(insiderGuideQueryOptions(params.slug));
  },
  component: function InsiderGuideRoute() {
    return <InsiderGuidePage slug={Route.useParams().slug} />;
  },
});
