import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { TeamPage } from '@/features/team/TeamPage';

export const Route = createFileRoute('/team')({
  beforeLoad: requireMember,
  component: TeamPage,
});
