/**
 * The `$id` of a detail route (jobs, forum topics, dating profiles): digits only, from 1, else
 * null, and the page shows 'not found' without asking the API. Links pass the number itself.
 */
export const recordIdParams = {
  parse: ({ id }: { id: string }) => ({
    id: /^\d{1,9}$/.test(id) && Number(id) >= 1 ? Number(id) : null,
  }),
  stringify: ({ id }: { id: number | null }) => ({ id: String(id) }),
};
