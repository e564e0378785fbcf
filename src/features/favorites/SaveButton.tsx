import { Link, useRouterState } from '@tanstack/react-router';
import { ApiError, errorBannerMessage } from '@/api/errors';
import type { FavoriteKind } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { Button } from '@/ui/Button';
import * as styles from './Favorites.css';
import { useFavorites } from './useFavorites';
import { Icon } from '@/ui/Icon';

type SaveButtonProps = {
  kind: FavoriteKind;
  itemId: number;
  /** What is saved, for the accessible name ('Save Chiang Mai'). */
  itemName: string;
};

/** The one Save control: members save and unsave; visitors are asked to sign in and come back here. */
export function SaveButton(props: SaveButtonProps) {
  const { user } = useCurrentUser();
  // A visitor's button watches nothing but the address: a list shows twenty of them.
  return user ? <MemberSaveButton {...props} /> : <SignInToSave itemName={props.itemName} />;
}

function SignInToSave({ itemName }: { itemName: string }) {
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <Link
      to="/login"
      search={{ redirect: here }}
      className={styles.saveLink}
      aria-label={`Sign in to save ${itemName}`}
    >
      <Icon name="heart" /> Save
    </Link>
  );
}

function MemberSaveButton({ kind, itemId, itemName }: SaveButtonProps) {
  const { favorites, save, remove } = useFavorites();
  const saved = favorites.data?.data.find(
    (favorite) => favorite.kind === kind && favorite.item_id === itemId,
  );
  const busy = save.isPending || remove.isPending || favorites.isPending;
  const limitReached = save.error instanceof ApiError && save.error.status === 403;

  return (
    <span className={styles.saveWrap}>
      <Button
        variant={saved ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={Boolean(saved)}
        // A toggle (aria-pressed) named by what it shows: 'Saved Chiang Mai', pressed, unsaves it.
        aria-label={saved ? `Saved ${itemName}` : `Save ${itemName}`}
        disabled={busy}
        onClick={() => (saved ? remove.mutate(saved.id) : save.mutate({ kind, itemId }))}
      >
        <Icon name={saved ? 'heartFilled' : 'heart'} /> {saved ? 'Saved' : 'Save'}
      </Button>
      {save.isError ? (
        <span role="alert" className={styles.saveError}>
          {errorBannerMessage(save.error)}{' '}
          {limitReached ? <Link to="/upgrade">Upgrade</Link> : null}
        </span>
      ) : null}
    </span>
  );
}
