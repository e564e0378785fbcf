import { Link } from '@tanstack/react-router';
import type { Favorite, FavoriteKind } from '@/api/generated';
import { errorBannerMessage } from '@/api/errors';
import { Seo } from '@/seo/Seo';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { EmptyState } from '@/ui/EmptyState';
import { QueryResult } from '@/ui/QueryResult';
import * as styles from './Favorites.css';
import { SavedItemSummary } from './SavedItemSummary';
import { useFavorites } from './useFavorites';

const GROUPS: Array<{ kind: FavoriteKind; heading: string }> = [
  { kind: 'location', heading: 'Locations' },
  { kind: 'job', heading: 'Jobs' },
  { kind: 'article', heading: 'Articles' },
];

function FavoriteItem({
  favorite,
  onRemove,
  disabled,
}: {
  favorite: Favorite;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <li className={styles.placeRow}>
      <SavedItemSummary item={favorite} />
      <span className={styles.placeActions}>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={onRemove}
          aria-label={`Remove ${favorite.title}`}
        >
          Remove
        </Button>
      </span>
    </li>
  );
}

const NOTHING_SAVED = (
  <EmptyState
    title="Nothing saved yet"
    description="Tap Save on a location, job or article to keep it here."
    action={<ButtonLink to="/locations">Explore locations</ButtonLink>}
  />
);

export function FavoritesPage() {
  const { favorites, remove } = useFavorites();

  function content({ data, meta }: NonNullable<typeof favorites.data>) {
    return (
      <>
        <p className={styles.muted} role="status">
          {meta.limit === null ? `${meta.count} saved` : `${meta.count} of ${meta.limit} saved`}
          {meta.limit !== null ? (
            <>
              {' '}
              · <Link to="/upgrade">Upgrade for unlimited saves</Link>
            </>
          ) : null}
        </p>
        {remove.isError ? <Alert tone="error">{errorBannerMessage(remove.error)}</Alert> : null}
        {GROUPS.map(({ kind, heading }) => {
          const items = data.filter((favorite) => favorite.kind === kind);
          if (items.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`favorites-${kind}`}>
              <h2 id={`favorites-${kind}`}>
                {heading} ({items.length})
              </h2>
              <ul className={styles.list}>
                {items.map((favorite) => (
                  <FavoriteItem
                    key={favorite.id}
                    favorite={favorite}
                    disabled={remove.isPending}
                    onRemove={() => remove.mutate(favorite.id)}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <Seo title="My Favorites" path="/favorites" noindex />
      <h1>My Favorites</h1>
      <p className={styles.muted}>
        Planning a trip? <Link to="/lists/new">Make a travel list</Link> from your saved places, or
        open <Link to="/lists">your travel lists</Link>.
      </p>
      <QueryResult
        query={favorites}
        what="your favorites"
        empty={NOTHING_SAVED}
        isEmpty={({ data }) => data.length === 0}
      >
        {content}
      </QueryResult>
    </div>
  );
}
