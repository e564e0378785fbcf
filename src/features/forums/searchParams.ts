import * as v from 'valibot';
import { optionalText } from '@/lib/searchParams';

/** The forum list's search text and category as the URL keeps them (`validateSearch` of /forums). */
export const forumSearchSchema = v.object({
  search: optionalText(),
  category: optionalText(50),
});

export type ForumSearch = v.InferOutput<typeof forumSearchSchema>;
