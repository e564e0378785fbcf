export const PANEL_KEY = 'ginger-mock-panel';

/** Whether this tab is in a QA session: `?mock=` in the address now, or earlier in the tab. */
export function isQaSession(search: string): boolean {
  if (new URLSearchParams(search).has('mock')) return true;
  try {
    return sessionStorage.getItem(PANEL_KEY) === 'on';
  } catch {
    return false;
  }
}
