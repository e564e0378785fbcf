import { createFileRoute } from '@tanstack/react-router';
import { PostJobPage } from '@/features/jobs/PostJobPage';

export const Route = createFileRoute('/_member/post-job')({
  component: PostJobPage,
});
