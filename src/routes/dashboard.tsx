import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { DashboardPage } from '@/features/account/DashboardPage';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: requireMember,
  component: DashboardPage,
});
