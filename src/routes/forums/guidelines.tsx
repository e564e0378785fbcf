import { createFileRoute } from '@tanstack/react-router';
import { ForumGuidelinesPage } from '@/features/pages/TextPages';

export const Route = createFileRoute('/forums/guidelines')({
  component: ForumGuidelinesPage,
});
