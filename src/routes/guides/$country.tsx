import { createFileRoute } from '@tanstack/react-router';
import { CountryGuidesPage } from '@/features/guides/CountryGuidesPage';
import { countryGuidesSearchSchema } from '@/features/guides/searchParams';

export const Route = createFileRoute('/guides/$country')({
  validateSearch: countryGuidesSearchSchema,
  component: function CountryGuidesRoute() {
    const { country } = Route.useParams();
    const { page } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CountryGuidesPage
        country={country.toLowerCase()}
        page={page ?? 1}
        onPageChange={(next) => void navigate({ search: { page: next === 1 ? undefined : next } })}
      />
    );
  },
});
