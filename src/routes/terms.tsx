import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/pages/TextPages';

export const Route = createFileRoute('/terms')({
  component: TermsPage,
});
