import * as v from 'valibot';
import { optionalText } from '@/lib/searchParams';

/** `?token=` of a reset link on /reset-password. */
export const resetSearchSchema = v.object({ token: optionalText(128) });
