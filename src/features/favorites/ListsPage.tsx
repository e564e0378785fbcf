import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorBannerMessage } from '@/api/errors';
import type { TravelList, UpdateTravelListRequest } from '@/api/generated';
import { countOf } from '@/lib/format';
import { Seo } from '@/seo/Seo';
import { visuallyHidden } from '@/styles/utilities.css';
import { Alert } from '@/ui/Alert';
import { buttonClass } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import { DeleteListDialog } from './DeleteListDialog';
import { EditListDialog } from './EditListDialog';
import * as styles from './Favorites.css';
import { TravelListCard } from './TravelListCard';
import { useTravelLists } from './useTravelLists';

const NO_LISTS = (
  <EmptyState
    title="No travel lists yet"
    description="Group the destinations, jobs and articles you save into a list for each trip."
    action={<ButtonLink to="/lists/new">Create a Travel List</ButtonLink>}
  />
);

/** /lists (members): every travel list, to rename, reorder, prune or delete. */
export function ListsPage() {
  const { lists, update, remove } = useTravelLists();
  const [editing, setEditing] = useState<TravelList | null>(null);
  const [deleting, setDeleting] = useState<TravelList | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [reorderFailure, setReorderFailure] = useState<unknown>(null);

  const save = (list: TravelList, changes: UpdateTravelListRequest) =>
    update.mutateAsync({ list, changes });

  function reorder(list: TravelList, favoriteIds: number[], done: string) {
    setAnnouncement('');
    setReorderFailure(null);
    update.mutate(
      { list, changes: { favorite_ids: favoriteIds } },
      { onSuccess: () => setAnnouncement(done), onError: setReorderFailure },
    );
  }

  function closeDelete() {
    setDeleting(null);
    remove.reset();
  }

  return (
    <div className={styles.page}>
      <Seo title="My Travel Lists" path="/lists" noindex />
      <div className={styles.pageHeader}>
        <div>
          <h1>My Travel Lists</h1>
          <p className={styles.muted}>
            Plan each trip from the places you save. <Link to="/favorites">See your favorites</Link>
          </p>
        </div>
        <Link to="/lists/new" className={buttonClass({ variant: 'primary' })}>
          New List
        </Link>
      </div>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
      <QueryResult query={lists} what="your travel lists" empty={NO_LISTS}>
        {(items) => (
          <>
            <p className={styles.muted}>{countOf(items.length, 'list')}</p>
            {reorderFailure ? (
              <Alert tone="error">
                {errorBannerMessage(reorderFailure)} Your list is back as it was.
              </Alert>
            ) : null}
            {items.map((list) => (
              <TravelListCard
                key={list.id}
                list={list}
                onReorder={(ids, done) => reorder(list, ids, done)}
                onEdit={() => setEditing(list)}
                onDelete={() => setDeleting(list)}
              />
            ))}
          </>
        )}
      </QueryResult>
      <EditListDialog list={editing} onSave={save} onClose={() => setEditing(null)} />
      <DeleteListDialog
        list={deleting}
        deleting={remove.isPending}
        error={remove.error}
        onClose={closeDelete}
        onConfirm={(list) =>
          remove.mutate(list.id, {
            onSuccess: () => {
              setAnnouncement(`${list.name} deleted.`);
              closeDelete();
            },
          })
        }
      />
    </div>
  );
}
