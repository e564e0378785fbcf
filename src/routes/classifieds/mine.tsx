import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { MyListingsPage } from '@/features/advertise/MyListingsPage';

export const Route = createFileRoute('/classifieds/mine')({
  beforeLoad: requireMember,
  component: MyListingsPage,
});
