import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const root = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 6px)',
  zIndex: 20,
  minWidth: '240px',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});
