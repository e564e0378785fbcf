import { createFileRoute } from '@tanstack/react-router';
import { MyListingsPage } from '@/features/advertise/MyListingsPage';

export const Route = createFileRoute('/_member/classifieds/mine')({
  component: MyListingsPage,
});
