import type { RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { componentRecipe, componentStyle } from './componentStyle';

export const list = componentStyle({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const stat = componentRecipe({
  base: {
    display: 'flex',
    flexDirection: 'column-reverse',
    alignItems: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.md,
    textAlign: 'center',
  },
  variants: {
    tone: {
      /** A bordered tile with a large figure. */
      surface: {
        padding: vars.space.md,
        minHeight: '96px',
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      },
      /** A compact tint, for figures beside a form. */
      soft: { padding: vars.space.sm, background: vars.color.brandSoft },
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const label = componentStyle({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = componentStyle({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.brandStrong,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export type StatVariants = NonNullable<RecipeVariants<typeof stat>>;
