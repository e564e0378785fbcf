import { FIXED_NOW } from '@mocks/fixedClock';
import { timeline } from '@mocks/seed/timeline';

/** Dates for story fixtures, measured from the instant every story pins the clock to. */
export const storyTime = timeline(FIXED_NOW);
