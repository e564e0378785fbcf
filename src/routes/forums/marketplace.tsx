import { createFileRoute } from '@tanstack/react-router';
import { MarketplacePage } from '@/features/forums/ForumBoardPage';

export const Route = createFileRoute('/forums/marketplace')({
  component: MarketplacePage,
});
