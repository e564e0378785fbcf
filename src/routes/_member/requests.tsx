import { createFileRoute } from '@tanstack/react-router';
import { RequestsPage } from '@/features/account/RequestsPage';

export const Route = createFileRoute('/_member/requests')({
  component: RequestsPage,
});
