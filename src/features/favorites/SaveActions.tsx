import type { FavoriteKind } from '@/api/generated';
import { AddToList } from './AddToList';
import * as styles from './Favorites.css';
import { SaveButton } from './SaveButton';

type SaveActionsProps = { kind: FavoriteKind; itemId: number; itemName: string };

/** A detail page's keeping controls: Save, and Add to list for members. */
export function SaveActions(props: SaveActionsProps) {
  return (
    <span className={styles.itemActions}>
      <SaveButton {...props} />
      <AddToList {...props} />
    </span>
  );
}
