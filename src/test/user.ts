import userEvent, { type UserEvent } from '@testing-library/user-event';

/**
 * The person at the keyboard in a test. user-event waits a macrotask between keystrokes by
 * default; `delay: null` types without pausing (a quarter less time over the screen tests), and
 * React still renders after each key. A new one before each test (`setup.ts`), so no key or button
 * one test left pressed is down in the next.
 */
export let user: UserEvent;

export function startUser(): void {
  user = userEvent.setup({ delay: null });
}
