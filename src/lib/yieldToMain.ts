type Scheduler = { yield?: () => Promise<void> };
const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;

/**
 * Ends the current task, so the page can paint and answer input before the rest runs in a task
 * of its own (on a phone, work in one piece is a long task). `scheduler.yield()` where the
 * browser has it: a chain of timers nested that deep waits at least 4 ms, idle, each time.
 */
export function yieldToMain(): Promise<void> {
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
