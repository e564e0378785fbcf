import * as v from 'valibot';
import { optionalText } from '@/lib/searchParams';

/** `/contact?subject=`: plans and offers fill in the subject. */
export const contactSearchSchema = v.object({ subject: optionalText(150) });
