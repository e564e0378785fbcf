import { vars } from '@/styles/theme.css';
import { componentRecipe } from './componentStyle';

export const alert = componentRecipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    fontWeight: 600,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      error: {
        background: vars.color.dangerSoft,
        color: vars.color.danger,
        borderColor: vars.color.danger,
      },
      success: {
        background: vars.color.successSoft,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      info: {
        background: vars.color.infoSoft,
        color: vars.color.info,
        borderColor: vars.color.info,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});
