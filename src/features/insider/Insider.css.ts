import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { panel, tileGrid } from '@/styles/utilities.css';

export const guides = style([
  tileGrid,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' },
]);

export const guideCard = style({ position: 'relative', height: '100%' });

export const guideTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export { metaLine as meta } from '@/styles/utilities.css';

export const article = style({ ...rules.stack(vars.space.md), maxWidth: '72ch' });

/** Where a locked guide stops: what follows, and how to read it. */
export const unlock = style([
  panel,
  {
    gap: vars.space.sm,
    borderColor: vars.color.accent,
    background: vars.color.accentSoft,
  },
]);

export const unlockTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
