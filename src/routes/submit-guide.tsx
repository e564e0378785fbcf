import { createFileRoute } from '@tanstack/react-router';
import { SubmitGuidePage } from '@/features/support/SubmitGuidePage';

export const Route = createFileRoute('/submit-guide')({
  component: SubmitGuidePage,
});
