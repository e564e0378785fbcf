import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';
import { componentRecipe } from './componentStyle';

export const badge = componentRecipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `2px ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: 700,
    lineHeight: 1.5,
    // Its own size in a flex column or a grid cell, not stretched across it.
    alignSelf: 'flex-start',
    justifySelf: 'start',
    maxWidth: '100%',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      brand: { background: vars.color.brandSoft, color: vars.color.brandStrong },
      accent: { background: vars.color.accent, color: vars.color.text },
      success: { background: vars.color.successSoft, color: vars.color.success },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      info: { background: vars.color.infoSoft, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
