import { vars } from '@/styles/theme.css';
import { componentStyle, componentVariants } from './componentStyle';

// Plain class maps rather than a recipe: the header uses buttons on every page, and this keeps
// the recipe runtime out of the first paint's JavaScript.

export const base = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const variants = componentVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.textInverse,
    selectors: {
      '&:hover:not(:disabled)': {
        background: vars.color.brandStrong,
        color: vars.color.textInverse,
      },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
  },
  accent: {
    background: vars.color.accent,
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.accentSoft, color: vars.color.text },
    },
  },
});

export const sizes = componentVariants({
  sm: { minHeight: '32px', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  md: { padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
  lg: { minHeight: '52px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
});

export const fullWidth = componentStyle({ width: '100%' });
