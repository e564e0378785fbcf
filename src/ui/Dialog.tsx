import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import * as styles from './Dialog.css';
import { Icon } from './Icon';

type DialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/** A modal built on the native <dialog>: focus trapping, Escape and the backdrop come from the browser. */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog ref={ref} aria-labelledby={titleId} className={styles.dialog} onClose={onClose}>
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close dialog">
              <Icon name="close" />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
