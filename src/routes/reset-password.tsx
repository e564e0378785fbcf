import { createFileRoute } from '@tanstack/react-router';
import { resetSearchSchema } from '@/features/auth/resetSearch';
import { ResetPasswordPage } from '@/features/auth/ResetPasswordPage';

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetSearchSchema,
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
