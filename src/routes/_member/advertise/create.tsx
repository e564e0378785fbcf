import { createFileRoute } from '@tanstack/react-router';
import { CreateListingPage } from '@/features/advertise/CreateListingPage';

export const Route = createFileRoute('/_member/advertise/create')({
  component: CreateListingPage,
});
