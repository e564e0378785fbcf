import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/media';
import { panel } from '@/styles/utilities.css';

export const saveWrap = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const saveLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
});

export const saveError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  maxWidth: '28ch',
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumb = style({
  width: '72px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const itemTitle = style({ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' });

export const form = style([panel, { gap: vars.space.md, maxWidth: '640px' }]);

export const choices = style({
  display: 'grid',
  gap: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});

export const listCard = style([panel, { gap: vars.space.md }]);

export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const listName = style({ margin: 0, fontSize: vars.fontSize.xl });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const addTrigger = style([
  saveLink,
  { background: vars.color.surface, color: vars.color.brand, cursor: 'pointer' },
]);

export const addPanel = style({ insetInlineEnd: 'auto', insetInlineStart: 0, width: '280px' });

export const menuBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.xxs });

export const menuList = style({
  display: 'grid',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const menuChoice = style({ width: '100%', textAlign: 'start', overflowWrap: 'anywhere' });

export const menuNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const itemActions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** A place on a list: picture and title, then its buttons (beside them from tablet width up). */
export const placeRow = style([
  item,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr auto' } },
  },
]);

export const placeActions = style([
  rowActions,
  {
    gridColumn: '1 / -1',
    justifyContent: 'flex-end',
    '@media': { [media.tablet]: { gridColumn: 'auto' } },
  },
]);
