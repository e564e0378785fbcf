import { createFileRoute } from '@tanstack/react-router';
import { PopularTopicsPage } from '@/features/forums/ForumBoardPage';

export const Route = createFileRoute('/forums/popular')({
  component: PopularTopicsPage,
});
