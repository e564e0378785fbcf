import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { brandBand } from '@/styles/utilities.css';

export const hero = style([brandBand, { padding: `${vars.space.xxl} ${vars.space.lg}` }]);

export const heroTitle = style({ color: vars.color.textInverse, maxWidth: '22ch' });

export const heroText = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', margin: 0 });

export const heroSearch = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  maxWidth: '640px',
});

export const heroInput = style({
  flex: '1 1 260px',
  minHeight: '52px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

const gridBase = {
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

export const grid4 = style({
  ...gridBase,
  gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
});

export const grid3 = style({
  ...gridBase,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.text } },
});

export const tileTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.brandStrong,
});

export const tileCount = style({ marginTop: 'auto', fontWeight: 700, color: vars.color.brand });

export const ranked = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.lg,
});

export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
});
