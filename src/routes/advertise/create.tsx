import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { CreateListingPage } from '@/features/advertise/CreateListingPage';

export const Route = createFileRoute('/advertise/create')({
  beforeLoad: requireMember,
  component: CreateListingPage,
});
