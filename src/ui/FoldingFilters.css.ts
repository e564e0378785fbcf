import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';

/** The phone's Filters button; wider screens show every filter and need none. */
export const toggle = style({
  justifySelf: 'start',
  '@media': { [media.tablet]: { display: 'none' } },
});

/** Folded on a phone; on wider screens the filters sit in the page's grid as if unwrapped. */
export const folded = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'contents' } },
});

export const unfolded = style({ display: 'contents' });
