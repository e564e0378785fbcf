import { createFileRoute } from '@tanstack/react-router';
import { redirectSearchSchema } from '@/features/auth';
import { RegisterPage } from '@/features/auth/RegisterPage';

export const Route = createFileRoute('/register')({
  validateSearch: redirectSearchSchema,
  component: function RegisterRoute() {
    const { redirect } = Route.useSearch();
    return <RegisterPage redirect={redirect} />;
  },
});
