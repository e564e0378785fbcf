import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { NewListPage } from '@/features/favorites/NewListPage';

export const Route = createFileRoute('/lists/new')({
  beforeLoad: requireMember,
  component: NewListPage,
});
