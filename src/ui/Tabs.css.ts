import { vars } from '@/styles/theme.css';
import { componentStyle } from './componentStyle';

/** The width of the page-coloured cover that hides a shaded edge once the tabs end there. */
const COVER = vars.space.xl;
const SHADE = `color-mix(in srgb, ${vars.color.text} 20%, transparent)`;

/**
 * The tabs on one line. When they run past the width (a phone), they scroll sideways and the edge
 * with more tabs beyond it is shaded: covers in the page colour scroll with the tabs ('local') and
 * hide each shade once its end is reached. Arrow keys scroll the tab they move to clear of it.
 */
export const list = componentStyle({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  scrollPaddingInline: COVER,
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
  background: [
    `linear-gradient(to right, ${vars.color.background} 50%, transparent) left / ${COVER} 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.background} 50%, transparent) right / ${COVER} 100% no-repeat local`,
    `linear-gradient(to left, transparent, ${SHADE}) left / ${vars.space.md} 100% no-repeat scroll`,
    `linear-gradient(to right, transparent, ${SHADE}) right / ${vars.space.md} 100% no-repeat scroll`,
  ].join(', '),
});

export const tab = componentStyle({
  flexShrink: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-2px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
    // Drawn inside the tab: the scrolling row would cut off a ring around it.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
