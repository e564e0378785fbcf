import { createFileRoute } from '@tanstack/react-router';
import { JournalPage } from '@/features/account/JournalPage';

export const Route = createFileRoute('/_member/journal')({
  component: JournalPage,
});
