import { createFileRoute } from '@tanstack/react-router';
import { GuidesPage } from '@/features/guides/GuidesPage';

export const Route = createFileRoute('/guides/')({
  component: GuidesPage,
});
