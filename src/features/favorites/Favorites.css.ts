import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { panel } from '@/styles/utilities.css';

export const saveWrap = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const saveLink = style({
  display: 'inline-flex',
  alignItems: 'center',
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
