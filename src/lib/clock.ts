/**
 * The one "now" of the app and of the mock backend. It reads real time unless pinned: Vitest,
 * Storybook and screenshot tests pin it frozen at one instant, QA pins it with
 * `?mock=clock:<instant>` (it then runs on from that instant). Every date the app shows and every
 * date of the mock world is measured from it, so the two always agree.
 */
type Pin = { at: number; frozen: boolean; pinnedAt: number };

let pin: Pin | null = null;

/** The current instant by the clock. */
export function now(): Date {
  if (!pin) return new Date();
  return new Date(pin.frozen ? pin.at : pin.at + (Date.now() - pin.pinnedAt));
}

/** Pins the clock at `at`: frozen there, or running on from it. */
export function pinClock(at: Date, { frozen = false }: { frozen?: boolean } = {}): void {
  if (Number.isNaN(at.getTime())) throw new RangeError('pinClock needs a valid date');
  pin = { at: at.getTime(), frozen, pinnedAt: Date.now() };
}

/** Back to real time. */
export function unpinClock(): void {
  pin = null;
}

/** Whether the clock is pinned (the QA panel shows it). */
export function isClockPinned(): boolean {
  return pin !== null;
}
