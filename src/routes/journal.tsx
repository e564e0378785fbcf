import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { JournalPage } from '@/features/account/JournalPage';

export const Route = createFileRoute('/journal')({
  beforeLoad: requireMember,
  component: JournalPage,
});
