import { createFileRoute } from '@tanstack/react-router';
import { locationQueryOptions } from '@/api/locations';
import { LocationDetailPage } from '@/features/locations/LocationDetailPage';
import { locationTabSearchSchema } from '@/features/locations/searchParams';

export const Route = createFileRoute('/locations/$country/$slug')({
  validateSearch: locationTabSearchSchema,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(locationQueryOptions(params.slug));
  },
  component: function LocationDetailRoute() {
    const { slug } = Route.useParams();
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      // One page per location: its deferred answer (LocationDetailPage) never shows another's.
      <LocationDetailPage
        key={slug}
        slug={slug}
        tab={tab ?? 'overview'}
        onTabChange={(next) =>
          void navigate({ search: { tab: next === 'overview' ? undefined : next }, replace: true })
        }
      />
    );
  },
});
