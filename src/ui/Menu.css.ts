import { vars } from '@/styles/theme.css';
import { componentStyle } from './componentStyle';

export const root = componentStyle({ position: 'relative' });

export const panel = componentStyle({
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
