import { errorBannerMessage } from '@/api/errors';
import type { TravelList } from '@/api/generated';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import * as styles from './Favorites.css';

type DeleteListDialogProps = {
  list: TravelList | null;
  deleting: boolean;
  error: unknown;
  onConfirm: (list: TravelList) => void;
  onClose: () => void;
};

/** Asks before a list goes; the places on it stay saved. */
export function DeleteListDialog({
  list,
  deleting,
  error,
  onConfirm,
  onClose,
}: DeleteListDialogProps) {
  return (
    <Dialog open={list !== null} onClose={onClose} title="Delete this list?">
      {list ? (
        <div className={styles.dialogForm}>
          {error ? <Alert tone="error">{errorBannerMessage(error)}</Alert> : null}
          <p className={styles.muted}>
            <bdi>{list.name}</bdi> will be deleted. The places on it stay in your favorites.
          </p>
          <div className={styles.rowActions}>
            <Button disabled={deleting} onClick={() => onConfirm(list)}>
              {deleting ? 'Deleting...' : 'Delete List'}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Keep It
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
