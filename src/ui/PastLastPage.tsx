import { totalOf } from '@/lib/format';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

/** An old link or bookmark can point past the last page of a list: say so and offer page 1. */
export function PastLastPage({
  lastPage,
  onGoTo,
}: {
  lastPage: number;
  onGoTo: (page: number) => void;
}) {
  return (
    <EmptyState
      title="This page does not exist any more."
      description={`The list now has ${totalOf(lastPage, 'page')}.`}
      action={
        <Button variant="secondary" onClick={() => onGoTo(1)}>
          Go to the first page
        </Button>
      }
    />
  );
}
