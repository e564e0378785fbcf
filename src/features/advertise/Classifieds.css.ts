import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { panel } from '@/styles/utilities.css';

export {
  dividedList as mine,
  dividedRow as mineRow,
  metaLine as meta,
} from '@/styles/utilities.css';

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'end' },
  },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const card = style([
  panel,
  { position: 'relative', height: '100%', padding: 0, overflow: 'hidden' },
]);

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

/** Every picture of a listing fills the same box, so the cards line up. */
export const photo = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const description = style({ whiteSpace: 'pre-line', margin: 0 });

export const contact = style([panel, { gap: vars.space.sm }]);

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
