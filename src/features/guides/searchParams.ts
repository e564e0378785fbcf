import * as v from 'valibot';
import { optionalPage } from '@/lib/searchParams';

/** A country's guides page number (`validateSearch` of /guides/$country). */
export const countryGuidesSearchSchema = v.object({ page: optionalPage });
