import { createFileRoute } from '@tanstack/react-router';
import { articleQueryOptions } from '@/api/articles';
import { ArticleDetailPage } from '@/features/articles/ArticleDetailPage';

export const Route = createFileRoute('/articles/$slug')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(articleQueryOptions(params.slug));
  },
  component: function ArticleRoute() {
    return <ArticleDetailPage slug={Route.useParams().slug} />;
  },
});
