import { createFileRoute } from '@tanstack/react-router';
import { prefetchRecord } from '../-prefetchRecord';
import { adQueryOptions } from '@/api/ads';
import { ListingNotFound, ListingPage } from '@/features/advertise/ListingPage';
import { recordIdParams } from '@/lib/recordId';

export const Route = createFileRoute('/classifieds/$id')({
  params: recordIdParams,
  loader: prefetchRecord(adQueryOptions),
  component: function ListingRoute() {
    const { id } = Route.useParams();
    return id === null ? <ListingNotFound /> : <ListingPage id={id} />;
  },
});
