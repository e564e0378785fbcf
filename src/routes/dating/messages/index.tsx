import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { InboxPage } from '@/features/dating/InboxPage';

export const Route = createFileRoute('/dating/messages/')({
  beforeLoad: requireMember,
  component: InboxPage,
});
