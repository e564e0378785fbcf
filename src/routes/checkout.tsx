import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth';
import { CheckoutPage } from '@/features/billing/CheckoutPage';

export const Route = createFileRoute('/checkout')({
  beforeLoad: requireMember,
  component: CheckoutPage,
});
