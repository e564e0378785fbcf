/** The page after `last`, if there is one: the next page of a 'Load More' list. */
export function nextPage(last: { meta: { current_page: number; last_page: number } }) {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}
