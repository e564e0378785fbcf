import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** How long a page may take to show its heading (a lazy page, or data loading) before we give up. */
const HEADING_WAIT_MS = 3000;

/**
 * Whether the visitor has put focus somewhere since the navigation began, such as a field of the
 * new page: a slow frame must not pull it away from what they are typing into.
 */
function focusMovedSince(focusedThen: Element | null): boolean {
  const focused = document.activeElement;
  return focused !== null && focused !== document.body && focused !== focusedThen;
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a client-side navigation, focus moves to the new page's h1 so screen-reader and
 * keyboard users start at the top of the new content. A page that shows its heading later
 * (loaded on demand, or after its data) gets focus then, unless the user has moved on. The
 * first load keeps the browser's focus, and so does whatever the visitor has focused on the new
 * page before it was ready (a field they began to type into).
 */
export function useFocusHeadingOnNavigate(mainId: string) {
  const router = useRouter();
  useEffect(() => {
    let stopWaiting = () => {};
    // What had focus when the visitor set off for another page (undefined until they do): a
    // redirect on the way, or a change of the search meanwhile, does not count as the start.
    let focusedAtStart: Element | null | undefined;
    const unsubscribeStart = router.subscribe('onBeforeNavigate', (event) => {
      if (focusedAtStart === undefined && event.pathChanged)
        focusedAtStart = document.activeElement;
    });
    const unsubscribeResolved = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged) return;
      const focusedThen = focusedAtStart ?? null;
      focusedAtStart = undefined;
      if (!event.fromLocation) return;
      stopWaiting();
      requestAnimationFrame(() => {
        const main = document.getElementById(mainId);
        if (!main || focusMovedSince(focusedThen)) return;
        const heading = main.querySelector<HTMLElement>('h1');
        if (heading) return focusHeading(heading);
        focusHeading(main);
        const observer = new MutationObserver(() => {
          const late = main.querySelector<HTMLElement>('h1');
          if (!late) return;
          stopWaiting();
          if (document.activeElement === main) focusHeading(late);
        });
        observer.observe(main, { childList: true, subtree: true });
        const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
        stopWaiting = () => {
          observer.disconnect();
          clearTimeout(timer);
        };
      });
    });
    return () => {
      stopWaiting();
      unsubscribeStart();
      unsubscribeResolved();
    };
  }, [router, mainId]);
}
