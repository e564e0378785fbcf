import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '@/features/dating/InboxPage';

export const Route = createFileRoute('/_member/dating/messages/')({
  component: InboxPage,
});
