import { useEffect, useRef } from 'react';
import type { Favorite, TravelList } from '@/api/generated';
import { countOf } from '@/lib/format';
import { Button } from '@/ui/Button';
import { DateText } from '@/ui/DateText';
import * as styles from './Favorites.css';
import { SavedItemSummary } from './SavedItemSummary';
import { Icon } from '@/ui/Icon';

type Move = { itemId: number; direction: 'up' | 'down' };

type TravelListCardProps = {
  list: TravelList;
  /** The list's places in a new order (a place left out is taken off the list). */
  onReorder: (favoriteIds: number[], announcement: string) => void;
  onEdit: () => void;
  onDelete: () => void;
};

function moveButtonId(listId: number, { itemId, direction }: Move) {
  return `list-${listId}-${itemId}-${direction}`;
}

/** Keeps focus on the button that moved a place, or its twin once the place reaches an end. */
function useFocusAfterMove(listId: number, items: Favorite[]) {
  const moved = useRef<Move | null>(null);
  useEffect(() => {
    const move = moved.current;
    if (!move) return;
    moved.current = null;
    const other: Move = { ...move, direction: move.direction === 'up' ? 'down' : 'up' };
    [move, other]
      .map((candidate) => document.getElementById(moveButtonId(listId, candidate)))
      .find((button) => button instanceof HTMLButtonElement && !button.disabled)
      ?.focus();
  }, [listId, items]);
  return (move: Move) => {
    moved.current = move;
  };
}

function PlaceRow({
  item,
  position,
  count,
  listId,
  listName,
  onMove,
  onRemove,
}: {
  item: Favorite;
  position: number;
  count: number;
  listId: number;
  listName: string;
  onMove: (direction: Move['direction']) => void;
  onRemove: () => void;
}) {
  return (
    <li className={styles.placeRow}>
      <SavedItemSummary item={item} />
      <span className={styles.placeActions}>
        <Button
          id={moveButtonId(listId, { itemId: item.id, direction: 'up' })}
          variant="ghost"
          size="sm"
          disabled={position === 1}
          onClick={() => onMove('up')}
          aria-label={`Move ${item.title} up`}
        >
          <Icon name="up" />
        </Button>
        <Button
          id={moveButtonId(listId, { itemId: item.id, direction: 'down' })}
          variant="ghost"
          size="sm"
          disabled={position === count}
          onClick={() => onMove('down')}
          aria-label={`Move ${item.title} down`}
        >
          <Icon name="down" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${item.title} from ${listName}`}
        >
          Remove
        </Button>
      </span>
    </li>
  );
}

/** One travel list: its places in order, each movable and removable, and the list's own actions. */
export function TravelListCard({ list, onReorder, onEdit, onDelete }: TravelListCardProps) {
  const headingId = `list-${list.id}`;
  const ids = list.items.map((item) => item.id);
  const focusAfterMove = useFocusAfterMove(list.id, list.items);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function move(item: Favorite, direction: Move['direction']) {
    const from = ids.indexOf(item.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const order = [...ids];
    order.splice(from, 1);
    order.splice(to, 0, item.id);
    focusAfterMove({ itemId: item.id, direction });
    onReorder(order, `${item.title} moved to place ${to + 1} of ${ids.length}.`);
  }

  function remove(item: Favorite) {
    headingRef.current?.focus();
    onReorder(
      ids.filter((id) => id !== item.id),
      `${item.title} taken off ${list.name}.`,
    );
  }

  return (
    <section className={styles.listCard} aria-labelledby={headingId}>
      <div className={styles.listHeader}>
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.listName}>
            <bdi>{list.name}</bdi>
          </h2>
          {list.description ? (
            <p className={styles.muted}>
              <bdi>{list.description}</bdi>
            </p>
          ) : null}
          <p className={styles.muted}>
            {countOf(list.items.length, 'place')} · created <DateText value={list.created_at} />
          </p>
        </div>
        <div className={styles.rowActions}>
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Rename ${list.name}`}>
            Rename
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${list.name}`}>
            Delete
          </Button>
        </div>
      </div>
      {list.items.length === 0 ? (
        <p className={styles.muted}>
          No places on this list yet. Use “Add to list” on a destination, job or article to add one.
        </p>
      ) : (
        <ol className={styles.list} aria-label={`Places on ${list.name}`}>
          {list.items.map((item, index) => (
            <PlaceRow
              key={item.id}
              item={item}
              position={index + 1}
              count={list.items.length}
              listId={list.id}
              listName={list.name}
              onMove={(direction) => move(item, direction)}
              onRemove={() => remove(item)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
