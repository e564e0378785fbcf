import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach } from 'vitest';

/**
 * The person at the keyboard in a test. user-event waits a macrotask between keystrokes by
 * default; `delay: null` types without pausing (about 15 % less time over the screen tests), and
 * React still renders after each key. A new one before each test of the app's files (this module
 * is one of their setup files), so no key or button one test left pressed is down in the next.
 * The portable stories have none: user-event's hooks on the page would act() as Testing Library
 * does, outside Storybook's act environment.
 */
export let user: UserEvent;

beforeEach(() => {
  if (typeof document !== 'undefined') user = userEvent.setup({ delay: null });
});
