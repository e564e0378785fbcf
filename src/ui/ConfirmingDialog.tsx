import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './Dialog';
import * as styles from './Dialog.css';

type ConfirmingDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The server's confirmation once the form inside is accepted; the form shows until then. */
  confirmation: string | null;
  children: ReactNode;
};

/** A dialog holding a form, then what the server said about it and a way out. */
export function ConfirmingDialog({
  open,
  title,
  onClose,
  confirmation,
  children,
}: ConfirmingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {confirmation ? (
        <div className={styles.confirmation}>
          <Alert tone="success">{confirmation}</Alert>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : (
        children
      )}
    </Dialog>
  );
}
