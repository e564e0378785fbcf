/** The page after `last`, if there is one: the next page of a 'Load More' list. */
function nextPage(last: { meta: { current_page: number; last_page: number } }) {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}

/** How a 'Load More' list pages: from the first page, then the next while there is one. */
export const loadMorePaging = { initialPageParam: 1, getNextPageParam: nextPage };
