import { Button } from './Button';

/** The parts of an infinite query that a 'Load More' button needs. */
type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** Appends the next page of a list; gone once the last page is shown. */
export function LoadMoreButton({ pages, label }: { pages: NextPages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? 'Loading...' : label}
    </Button>
  );
}
