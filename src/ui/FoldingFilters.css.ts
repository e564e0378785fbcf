import { media } from '@/styles/media';
import { componentStyle } from './componentStyle';

/** The phone's Filters button; wider screens show every filter and need none. */
export const toggle = componentStyle({
  justifySelf: 'start',
  '@media': { [media.tablet]: { display: 'none' } },
});

/** Folded on a phone; on wider screens the filters sit in the page's grid as if unwrapped. */
export const folded = componentStyle({
  display: 'none',
  '@media': { [media.tablet]: { display: 'contents' } },
});

export const unfolded = componentStyle({ display: 'contents' });
