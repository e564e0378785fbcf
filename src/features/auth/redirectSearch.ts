import * as v from 'valibot';
import { optionalText } from '@/lib/searchParams';

/** `?redirect=` on /login and /register: kept here as text, honoured only if same-site (lib/redirect). */
export const redirectSearchSchema = v.object({ redirect: optionalText(2048) });
