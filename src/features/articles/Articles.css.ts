import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { mutedText, panel, stretchedLink } from '@/styles/utilities.css';

export const page = style(rules.stack(vars.space.lg));

export const muted = mutedText;

export const layout = style(
  rules.columnsFrom('desktop', vars.space.xl, {
    gridTemplateColumns: '1fr 300px',
    alignItems: 'start',
  }),
);

export const grid = style(rules.cardGrid('250px'));

export const card = style({ position: 'relative' });

export const image = style(rules.cardImage('16 / 9'));

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A title's box in a card's skeleton: the heading's size and line height, as `lh` counts it. */
export const titleLines = style([title, { lineHeight: vars.lineHeight.tight }]);

export const link = stretchedLink;

export const meta = style({ ...rules.wrapRow(vars.space.sm), ...rules.smallMuted, margin: 0 });

export const chips = style(rules.wrapList(vars.space.xxs));

export const clamp = style(rules.lineClamp(3));

export const sidebar = style(rules.stack(vars.space.lg));

export const box = panel;

/**
 * Categories: a list in the sidebar beside the results on a desktop; above them, as a Category
 * picker folded behind the Filters button on a phone, where the sidebar comes after every result.
 */
export const categoryBox = style([
  panel,
  { display: 'none', '@media': { [media.desktop]: { display: 'flex' } } },
]);

/** The sidebar's category list stands for the Category picker on a desktop. */
export const categorySelect = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const filters = style({ display: 'grid', gap: vars.space.sm });

export const plainList = style(rules.listStack(vars.space.xs));

export const categoryButton = style({
  ...rules.listChoice('36px', vars.space.xs),
  justifyContent: 'space-between',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: 700,
    },
  },
});

export const hero = style(
  rules.columnsFrom('tablet', vars.space.lg, {
    gridTemplateColumns: '1fr 1fr',
    alignItems: 'center',
  }),
);

export const heroImage = style({ ...rules.coverImage('16 / 9'), borderRadius: vars.radius.lg });

export const body = style({ ...rules.stack(vars.space.xs), maxWidth: '70ch' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
