import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/layout/NotFoundPage';

/** Every address no page owns: the not-found page (noindex, never echoing the address). */
export const Route = createFileRoute('/$')({
  component: NotFoundPage,
});
