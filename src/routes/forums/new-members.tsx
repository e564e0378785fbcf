import { createFileRoute } from '@tanstack/react-router';
import { NewMembersPage } from '@/features/forums/ForumMembersPage';

export const Route = createFileRoute('/forums/new-members')({
  component: NewMembersPage,
});
