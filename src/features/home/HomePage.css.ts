import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.textInverse,
});

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

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.md,
  minHeight: '96px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const statValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.brand,
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
