import { createFileRoute } from '@tanstack/react-router';
import { insiderGuidesQueryOptions } from '@/api/insiderGuides';
import { InsiderGuidesPage } from '@/features/insider/InsiderGuidesPage';

export const Route = createFileRoute('/insider/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(insiderGuidesQueryOptions());
  },
  component: InsiderGuidesPage,
});
