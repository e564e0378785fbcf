import type { LocationSort } from '@/api/generated';
import { vGetLocationPath, vListLocationsQuery } from '@/api/generated/valibot.gen';
import { db } from '../db';
import { toLocation, toLocationSummary, type LocationRow } from '../resources';
import { whenRowLateFieldsLoaded } from '../seed/fill';
import { contract, json, matchesSearch, notFound, paginate } from './http';
import { route } from './route';

const SORTS: Record<LocationSort, (a: LocationRow, b: LocationRow) => number> = {
  name: (a, b) => a.city.localeCompare(b.city),
  popularity: (a, b) => b.views - a.views,
  latest: (a, b) => b.updated_at.localeCompare(a.updated_at),
  jobs_count: (a, b) => b.job_count - a.job_count,
  profiles_count: (a, b) => b.profile_count - a.profile_count,
};

/** What a location search looks at, here and in the site search. */
export function locationSearchTexts(location: LocationRow): string[] {
  return [location.city, location.country, location.description, ...location.highlights];
}

export const locationHandlers = [
  contract.get(
    '/locations',
    route({ query: vListLocationsQuery }, ({ query }) => {
      const all = db.location.findMany();
      const country = query.country?.trim().toLowerCase();
      const matches = all
        .filter((location) => !country || location.country.toLowerCase() === country)
        .filter((location) => matchesSearch(query.search, locationSearchTexts(location)))
        .sort(SORTS[query.sort]);
      const page = paginate(matches, query.page, query.per_page);
      const countries = [...new Set(all.map((location) => location.country))].sort((a, b) =>
        a.localeCompare(b),
      );
      return json({
        data: page.data.map(toLocationSummary),
        meta: page.meta,
        available_filters: { country: countries },
      });
    }),
  ),

  contract.get(
    '/locations/{slug}',
    route({ params: vGetLocationPath }, async ({ params }) => {
      const found = db.location.findFirst((q) => q.where({ slug: params.slug }));
      if (!found) return notFound('Location');
      await whenRowLateFieldsLoaded('location', found.id);
      const location = db.location.findFirst((q) => q.where({ id: found.id }))!;
      return json({ data: toLocation(location) });
    }),
  ),
];
