import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { panel, stretchedLink } from '@/styles/utilities.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 300px', alignItems: 'start' } },
});

export const tiles = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Eight tiles (All and the seven categories): two rows of four, or four rows of two on a phone.
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

/** A tile's colour dot and name: the name wraps beside the dot, never below it. */
export const tileName = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const tileDot = style({ flexShrink: 0 });

/** Heading, line and the page's actions, one under the other. */
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: '64px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brandSoft, fontWeight: 700 } },
});

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ position: 'relative' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const link = stretchedLink;

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});

export const box = panel;

export const post = style([panel, { borderRadius: vars.radius.md }]);

export const thread = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `2px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.sm,
});

export const topThread = style([thread, { paddingInlineStart: 0, borderInlineStart: 'none' }]);

export const preview = style({
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const topicForm = style([box, { gap: vars.space.md, maxWidth: '760px' }]);

export const members = style([
  tiles,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' },
]);
