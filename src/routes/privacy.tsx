import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/pages/TextPages';

export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
});
