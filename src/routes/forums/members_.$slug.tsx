import { createFileRoute } from '@tanstack/react-router';
import { forumMemberQueryOptions } from '@/api/forums';
import { ForumMemberPage } from '@/features/forums/ForumMemberPage';

export const Route = createFileRoute('/forums/members_/$slug')({
  loader: ({ context, params: { slug } }) =>
    void context.queryClient.prefetchQuery(forumMemberQueryOptions(slug)),
  component: function ForumMemberRoute() {
    const { slug } = Route.useParams();
    return <ForumMemberPage slug={slug} />;
  },
});
