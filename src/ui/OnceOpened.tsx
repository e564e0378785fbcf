import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a dialog from the first time it opens on, so its code (lazy) loads then: once there it
 * stays mounted, and closing it is the dialog's own (focus goes back where it was).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
