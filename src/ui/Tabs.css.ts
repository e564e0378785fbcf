import { vars } from '@/styles/theme.css';
import { componentStyle } from './componentStyle';

export const list = componentStyle({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
});

export const tab = componentStyle({
  flexShrink: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-2px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
  },
});
