import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '@/features/forums/ForumMembersPage';

export const Route = createFileRoute('/forums/members')({
  component: MembersPage,
});
