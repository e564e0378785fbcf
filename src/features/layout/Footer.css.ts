import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';

export const footer = style({
  marginTop: vars.space.xxxl,
  background: vars.color.text,
  color: '#f6ece2',
  paddingBlock: vars.space.xl,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(5, 1fr)' } },
});

export const heading = style({
  fontSize: vars.fontSize.md,
  color: '#ffffff',
  fontFamily: vars.font.body,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const link = style({
  color: '#f6ece2',
  textDecoration: 'none',
  display: 'inline-block',
  minHeight: '24px',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

export const tagline = style({ color: '#f6ece2', fontSize: vars.fontSize.sm });

export const legal = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: '1px solid #5a4536',
  fontSize: vars.fontSize.sm,
});
