import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import * as styles from './Menu.css';

type MenuProps = {
  /** Content of the toggle button; give it an accessible name. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  children: (close: () => void) => ReactNode;
};

/** Disclosure menu: the button toggles a panel; Escape or a click outside closes it and focus returns. */
export function Menu({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      <div id={panelId} hidden={!open} className={cx(styles.panel, panelClassName)}>
        {open ? children(() => setOpen(false)) : null}
      </div>
    </div>
  );
}
