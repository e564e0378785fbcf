import { createFileRoute } from '@tanstack/react-router';
import { DatingPage } from '@/features/dating/DatingPage';
import { datingSearchSchema } from '@/features/dating/searchParams';

export const Route = createFileRoute('/dating/')({
  validateSearch: datingSearchSchema,
  component: function DatingRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DatingPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
    );
  },
});
