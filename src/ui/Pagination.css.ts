import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { componentStyle } from './componentStyle';

export const nav = componentStyle({
  display: 'flex',
  justifyContent: 'center',
  marginBlock: vars.space.lg,
});

export const list = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  '@media': { [media.tablet]: { gap: vars.space.xs } },
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textInverse,
      fontWeight: 700,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:hover:not(:disabled):not([aria-current="page"])': { background: vars.color.brandSoft },
  },
});

/**
 * Previous and Next are arrows alone on a phone, so the row of pages fits on one line (their
 * aria-label names them there).
 */
export const stepWord = componentStyle({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline' } },
});
