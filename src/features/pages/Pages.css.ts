import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { brandBand, panel } from '@/styles/utilities.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '72ch',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const hero = style([brandBand, { padding: `${vars.space.xl} ${vars.space.lg}` }]);

export const heroTitle = style({ color: vars.color.textInverse, margin: 0 });

export const heroText = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: 0,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const tile = style([panel, { height: '100%' }]);

export const plans = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)', alignItems: 'stretch' } },
});

export const plan = style([panel, { gap: vars.space.sm, padding: vars.space.lg }]);

export const featuredPlan = style([plan, { border: `2px solid ${vars.color.brand}` }]);

export const price = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
});

export const quote = style([panel, { margin: 0, height: '100%' }]);

export const quoteText = style({ margin: 0, fontStyle: 'italic' });

export const period = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 400,
  color: vars.color.textMuted,
});

/** Six tiles as three columns on wide screens, two on tablets. */
export const sixTiles = style([
  tiles,
  {
    gridTemplateColumns: '1fr',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
  },
]);

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const planAction = style({ marginTop: 'auto' });

export const tileTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
