import { createFileRoute } from '@tanstack/react-router';
import { redirectSearchSchema } from '@/features/auth';
import { LoginPage } from '@/features/auth/LoginPage';

export const Route = createFileRoute('/login')({
  validateSearch: redirectSearchSchema,
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
