import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { ListsPage } from '@/features/favorites/ListsPage';

export const Route = createFileRoute('/lists/')({
  beforeLoad: requireMember,
  component: ListsPage,
});
