import * as v from 'valibot';
import { optionalText } from '@/lib/searchParams';

/** The words searched (`/search?q=`). */
export const siteSearchSchema = v.object({ q: optionalText() });
