import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { mutedText, stretchedLink } from '@/styles/utilities.css';

export const page = style(rules.stack(vars.space.lg));

export const muted = mutedText;

export const grid = style(rules.cardGrid('240px'));

export const destinations = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: vars.space.sm },
]);

export const image = style(rules.cardImage('16 / 10'));

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const link = stretchedLink;

export const positioned = style({ position: 'relative' });

export const row = style(rules.wrapRow(vars.space.xs, 'center'));

export const chips = style(rules.wrapList(vars.space.xs));

export const chip = style({
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textInverse,
    },
  },
});

export const toolbar = style(rules.filterBar());

export const actions = style({
  ...rules.wrapRow(vars.space.sm),
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
});
