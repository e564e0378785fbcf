import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/account/DashboardPage';

export const Route = createFileRoute('/_member/dashboard')({
  component: DashboardPage,
});
