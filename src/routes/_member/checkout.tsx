import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/billing/CheckoutPage';

export const Route = createFileRoute('/_member/checkout')({
  component: CheckoutPage,
});
