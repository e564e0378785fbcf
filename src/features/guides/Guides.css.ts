import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { stretchedLink } from '@/styles/utilities.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});

export const destinations = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: vars.space.sm },
]);

export const image = style({
  aspectRatio: '16 / 10',
  width: '100%',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const link = stretchedLink;

export const positioned = style({ position: 'relative' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textInverse,
    },
  },
});

export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
});
