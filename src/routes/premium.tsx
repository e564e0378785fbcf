import { createFileRoute } from '@tanstack/react-router';
import { PremiumPage } from '@/features/pages/PremiumPage';

export const Route = createFileRoute('/premium')({
  component: PremiumPage,
});
