import { createFileRoute } from '@tanstack/react-router';
import { prefetchRecord } from '../../-prefetchRecord';
import { forumTopicQueryOptions } from '@/api/forums';
import { TopicNotFound, TopicPage } from '@/features/forums/TopicPage';
import { recordIdParams } from '@/lib/recordId';

export const Route = createFileRoute('/forums/topic/$id')({
  params: recordIdParams,
  loader: prefetchRecord(forumTopicQueryOptions),
  component: function TopicRoute() {
    const { id } = Route.useParams();
    return id === null ? <TopicNotFound /> : <TopicPage id={id} />;
  },
});
