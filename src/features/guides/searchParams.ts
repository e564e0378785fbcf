import * as v from 'valibot';
import { optionalPage } from '@/lib/searchParams';

/** The guides page number (`validateSearch` of /guides); page 1 stays out of the URL. */
export const guidesSearchSchema = v.object({ page: optionalPage });

/** A country's guides page number (`validateSearch` of /guides/$country). */
export const countryGuidesSearchSchema = v.object({ page: optionalPage });
