import { createFileRoute } from '@tanstack/react-router';
import { EmployerPackagesPage } from '@/features/pages/EmployerPackagesPage';

export const Route = createFileRoute('/employer-packages')({
  component: EmployerPackagesPage,
});
