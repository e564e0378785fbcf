import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { BillingPage } from '@/features/billing/BillingPage';

export const Route = createFileRoute('/billing')({
  beforeLoad: requireMember,
  component: BillingPage,
});
