import { createFileRoute } from '@tanstack/react-router';
import { AdvertisePage } from '@/features/advertise/AdvertisePage';

export const Route = createFileRoute('/advertise/')({
  component: AdvertisePage,
});
