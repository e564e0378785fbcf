import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, errorBannerMessage } from '@/api/errors';
import type { FavoriteKind, TravelList } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { Button } from '@/ui/Button';
import { Menu } from '@/ui/Menu';
import * as styles from './Favorites.css';
import { useTravelLists } from './useTravelLists';
import { Icon } from '@/ui/Icon';

type AddToListProps = {
  kind: FavoriteKind;
  itemId: number;
  /** What is added, for the accessible names ('Add to list: Chiang Mai'). */
  itemName: string;
};

function holds(list: TravelList, kind: FavoriteKind, itemId: number) {
  return list.items.some((item) => item.kind === kind && item.item_id === itemId);
}

function ListChoices({ kind, itemId, itemName }: AddToListProps) {
  const { lists, add } = useTravelLists();
  const [added, setAdded] = useState<string | null>(null);

  if (lists.isPending) return <p className={styles.menuNote}>Loading your lists...</p>;
  if (lists.isError) {
    return (
      <p className={styles.menuNote}>
        We could not load your lists.{' '}
        <Button variant="ghost" size="sm" onClick={() => void lists.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const limitReached = add.error instanceof ApiError && add.error.status === 403;
  return (
    <div className={styles.menuBody}>
      {lists.data.length === 0 ? (
        <p className={styles.menuNote}>You have no travel lists yet.</p>
      ) : (
        <ul className={styles.menuList} aria-label="Your travel lists">
          {lists.data.map((list) => {
            const onList = holds(list, kind, itemId);
            return (
              <li key={list.id}>
                <Button
                  variant="ghost"
                  size="sm"
                  fullWidth
                  aria-pressed={onList}
                  disabled={onList || add.isPending}
                  aria-label={onList ? `${itemName} is on ${list.name}` : `Add to ${list.name}`}
                  onClick={() => {
                    setAdded(null);
                    add.mutate(
                      { listId: list.id, kind, itemId },
                      { onSuccess: () => setAdded(list.name) },
                    );
                  }}
                >
                  <span className={styles.menuChoice}>
                    <Icon name={onList ? 'check' : 'plus'} /> <bdi>{list.name}</bdi>
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className={styles.menuNote}>
        {added ? (
          <>
            Added to <bdi>{added}</bdi>. <Link to="/lists">See your lists</Link>
          </>
        ) : null}
      </p>
      {add.isError ? (
        <p role="alert" className={styles.saveError}>
          {errorBannerMessage(add.error)} {limitReached ? <Link to="/upgrade">Upgrade</Link> : null}
        </p>
      ) : null}
      <Link to="/lists/new" className={styles.menuNote}>
        Start a new list
      </Link>
    </div>
  );
}

/**
 * Adds the page's location, job or article to one of the member's travel lists (members only).
 * The lists are asked for when the menu first opens, not with every page.
 */
export function AddToList(props: AddToListProps) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Menu
      trigger={
        <>
          <Icon name="plus" /> Add to list
        </>
      }
      triggerLabel={`Add to list: ${props.itemName}`}
      triggerClassName={styles.addTrigger}
      panelClassName={styles.addPanel}
    >
      {() => <ListChoices {...props} />}
    </Menu>
  );
}
