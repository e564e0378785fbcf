import { createFileRoute } from '@tanstack/react-router';
import { ListsPage } from '@/features/favorites/ListsPage';

export const Route = createFileRoute('/_member/lists/')({
  component: ListsPage,
});
