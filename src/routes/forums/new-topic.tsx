import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { NewTopicPage } from '@/features/forums/NewTopicPage';

export const Route = createFileRoute('/forums/new-topic')({
  beforeLoad: requireMember,
  component: NewTopicPage,
});
