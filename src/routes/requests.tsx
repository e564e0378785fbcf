import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { RequestsPage } from '@/features/account/RequestsPage';

export const Route = createFileRoute('/requests')({
  beforeLoad: requireMember,
  component: RequestsPage,
});
