import { vars } from '@/styles/theme.css';
import { componentStyle } from './componentStyle';

export const card = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  // Cards in a grid row share one height.
  height: '100%',
});

export const body = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flexGrow: 1,
});
