import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '@/features/forums/ForumBoardPage';

export const Route = createFileRoute('/forums/events')({
  component: EventsPage,
});
