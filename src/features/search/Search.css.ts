import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { panel } from '@/styles/utilities.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  maxWidth: '720px',
});

export const field = style({ flex: '1 1 280px' });

export const section = style([panel, { gap: vars.space.sm }]);

export const hits = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const hit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const hitTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
