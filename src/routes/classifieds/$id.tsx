import { createFileRoute } from '@tanstack/react-router';
import { adQueryOptions } from '@/api/ads';
import { ListingNotFound, ListingPage } from '@/features/advertise/ListingPage';
import { recordIdParams } from '@/lib/recordId';

export const Route = createFileRoute('/classifieds/$id')({
  params: recordIdParams,
  loader: ({ context, params: { id } }) => {
    if (id !== null) void context.queryClient.prefetchQuery(adQueryOptions(id));
  },
  component: function ListingRoute() {
    const { id } = Route.useParams();
    return id === null ? <ListingNotFound /> : <ListingPage id={id} />;
  },
});
