/**
 * The instant Vitest, Storybook and screenshot tests pin the clock to, so what they render never
 * depends on the day they run. Any instant works; the timeline tests also check other clocks.
 */
export const FIXED_NOW = new Date('2027-03-16T09:30:00.000Z');
