import * as v from 'valibot';
import { ContentType } from '@/api/generated';
import { optionalChoice, optionalPage, optionalText } from '@/lib/searchParams';

/** The articles list's filters as the URL keeps them (`validateSearch` of /articles). */
export const articleSearchSchema = v.object({
  category: optionalText(100),
  type: optionalChoice(ContentType),
  search: optionalText(),
  page: optionalPage,
});

export type ArticleSearch = v.InferOutput<typeof articleSearchSchema>;
