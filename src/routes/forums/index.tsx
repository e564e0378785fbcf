import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '../-listSearch';
import { ForumsPage } from '@/features/forums/ForumsPage';
import { forumSearchSchema } from '@/features/forums/searchParams';

export const Route = createFileRoute('/forums/')({
  validateSearch: forumSearchSchema,
  component: function ForumsRoute() {
    return <ForumsPage {...useListSearch(Route)} />;
  },
});
