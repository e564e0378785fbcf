import { createFileRoute } from '@tanstack/react-router';
import { GuideGuidelinesPage } from '@/features/pages/TextPages';

export const Route = createFileRoute('/guide-guidelines')({
  component: GuideGuidelinesPage,
});
