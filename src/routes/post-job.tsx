import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { PostJobPage } from '@/features/jobs/PostJobPage';

export const Route = createFileRoute('/post-job')({
  beforeLoad: requireMember,
  component: PostJobPage,
});
