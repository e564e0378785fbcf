import { vars } from '@/styles/theme.css';
import { componentStyle } from './componentStyle';

export const dialog = componentStyle({
  width: 'min(560px, calc(100vw - 2rem))',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: 'rgba(43, 29, 20, 0.55)' } },
});

export const header = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = componentStyle({ margin: 0, fontSize: vars.fontSize.xl });

export const body = componentStyle({ padding: vars.space.lg });

export const confirmation = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
