import { safeSession } from '@/lib/storage';

export const PANEL_KEY = 'ginger-mock-panel';

/** Whether this tab is in a QA session: `?mock=` in the address now, or earlier in the tab. */
export function isQaSession(search: string): boolean {
  return new URLSearchParams(search).has('mock') || safeSession.get(PANEL_KEY) === 'on';
}
