import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { panel, stretchedLink } from '@/styles/utilities.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 300px', alignItems: 'start' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
});

export const card = style({ position: 'relative' });

export const image = style({
  aspectRatio: '16 / 9',
  width: '100%',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A title's box in a card's skeleton: the heading's size and line height, as `lh` counts it. */
export const titleLines = style([title, { lineHeight: vars.lineHeight.tight }]);

export const link = stretchedLink;

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
});

export const sidebar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const box = panel;

/**
 * Categories: a list in the sidebar beside the results on a desktop; above them, as a Category
 * picker folded behind the Filters button on a phone, where the sidebar comes after every result.
 */
export const categoryBox = style([
  panel,
  { display: 'none', '@media': { [media.desktop]: { display: 'flex' } } },
]);

/** The sidebar's category list stands for the Category picker on a desktop. */
export const categorySelect = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const filters = style({ display: 'grid', gap: vars.space.sm });

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const categoryButton = style({
  display: 'flex',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '36px',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: 700,
    },
  },
});

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center' } },
});

export const heroImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});

export const body = style({
  maxWidth: '70ch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
