/**
 * The seed keeps every date as an offset from "now" and turns it into an instant here, against
 * the clock it is given: the same seed gives the same world on any day, only its dates move.
 */
export type Timeline = {
  readonly now: Date;
  /** The instant `ms` milliseconds before now, as ISO text. */
  before(ms: number): string;
  minutesAgo(minutes: number): string;
  hoursAgo(hours: number): string;
  daysAgo(days: number): string;
  daysAhead(days: number): string;
  /** A calendar date (YYYY-MM-DD, UTC) `days` before now. */
  dateDaysAgo(days: number): string;
};

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function timeline(now: Date): Timeline {
  // Whole milliseconds: the world ships as offsets from now, and they must land on the same instant.
  const before = (ms: number) => new Date(now.getTime() - Math.round(ms)).toISOString();
  return {
    now,
    before,
    minutesAgo: (minutes) => before(minutes * MINUTE_MS),
    hoursAgo: (hours) => before(hours * HOUR_MS),
    daysAgo: (days) => before(days * DAY_MS),
    daysAhead: (days) => before(-days * DAY_MS),
    dateDaysAgo: (days) => before(days * DAY_MS).slice(0, 10),
  };
}
