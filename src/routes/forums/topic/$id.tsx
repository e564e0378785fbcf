import { createFileRoute } from '@tanstack/react-router';
import { forumTopicQueryOptions } from '@/api/forums';
import { TopicNotFound, TopicPage } from '@/features/forums/TopicPage';
import { optionalPage } from '@/lib/searchParams';

export const Route = createFileRoute('/forums/topic/$id')({
  loader: ({ context, params }) => {
    const id = optionalPage(params.id);
    if (id !== undefined) void context.queryClient.prefetchQuery(forumTopicQueryOptions(id));
  },
  component: function TopicRoute() {
    // Topic ids are positive whole numbers; anything else is not a topic.
    const id = optionalPage(Route.useParams().id);
    return id === undefined ? <TopicNotFound /> : <TopicPage id={id} />;
  },
});
