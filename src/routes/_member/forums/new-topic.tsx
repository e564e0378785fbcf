import { createFileRoute } from '@tanstack/react-router';
import { NewTopicPage } from '@/features/forums/NewTopicPage';

export const Route = createFileRoute('/_member/forums/new-topic')({
  component: NewTopicPage,
});
