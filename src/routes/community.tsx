import { createFileRoute } from '@tanstack/react-router';
import { CommunityPage } from '@/features/pages/CommunityPage';

export const Route = createFileRoute('/community')({
  component: CommunityPage,
});
