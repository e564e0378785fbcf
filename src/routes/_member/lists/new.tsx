import { createFileRoute } from '@tanstack/react-router';
import { NewListPage } from '@/features/favorites/NewListPage';

export const Route = createFileRoute('/_member/lists/new')({
  component: NewListPage,
});
