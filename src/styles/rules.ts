import type { CSSProperties, StyleRule } from '@vanilla-extract/css';
import { media } from './media';
import { vars } from './theme.css';

// Style objects, not classes: a screen spreads them into its own `style()`, so its rule stays
// unlayered and keeps beating the components' rules on the same element. A shared class would sit
// in the utilities layer (utilities.css.ts), under them.

/** Children one under the other. */
export const stack = (gap: string): StyleRule => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
});

/** Children one under the other, centred: a notice or a call to action. */
export const centeredStack = (gap: string): StyleRule => ({
  ...stack(gap),
  alignItems: 'center',
  textAlign: 'center',
});

/** Children side by side on one line, centred across it. */
export const centeredRow = (gap: string): StyleRule => ({
  display: 'flex',
  alignItems: 'center',
  gap,
});

/** Children side by side, wrapping onto more lines when the width runs out. */
export const wrapRow = (gap: string, alignItems?: CSSProperties['alignItems']): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap,
  ...(alignItems && { alignItems }),
});

/** A wrapping row with its first and last child at either end: a heading and its actions. */
export const spreadRow = (gap: string, alignItems: CSSProperties['alignItems']): StyleRule => ({
  ...wrapRow(gap, alignItems),
  justifyContent: 'space-between',
});

/** A list without bullets or indent. */
export const bareList: StyleRule = { listStyle: 'none', margin: 0, padding: 0 };

/** A list whose markers stand in its indent. */
export const indentedList: StyleRule = { margin: 0, paddingInlineStart: vars.space.lg };

/** A list of items one under the other. */
export const listStack = (gap: string): StyleRule => ({ display: 'grid', gap, ...bareList });

/** A list of chips or pills side by side, wrapping. */
export const wrapList = (gap: string): StyleRule => ({ ...wrapRow(gap), ...bareList });

/** A list of cards that fills the width, as many columns as fit cards at least `minWidth` wide. */
export const cardGrid = (minWidth: string, gap: string = vars.space.lg): StyleRule => ({
  ...listStack(gap),
  gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}, 1fr))`,
});

/** One column on a phone; from the `from` breakpoint up, the columns `wide` lays out. */
export const columnsFrom = (
  from: keyof typeof media,
  gap: string,
  wide: CSSProperties,
): StyleRule => ({ display: 'grid', gap, '@media': { [media[from]]: wide } });

/** A white box with a thin border. */
export const surfaceBox = (padding: string, borderRadius: string): StyleRule => ({
  padding,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius,
});

/** A whole card that is one link: its border takes the brand colour on hover. */
export const linkCard = (padding: string, borderRadius: string): StyleRule => ({
  ...stack(vars.space.xxs),
  height: '100%',
  ...surfaceBox(padding, borderRadius),
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.text } },
});

/** A list's filters in a box: one under the other on a phone, `tabletColumns` from tablets up. */
export const filterBar = (tabletColumns?: string): StyleRule => ({
  display: 'grid',
  gap: vars.space.md,
  ...surfaceBox(vars.space.md, vars.radius.lg),
  ...(tabletColumns && {
    '@media': { [media.tablet]: { gridTemplateColumns: tabletColumns, alignItems: 'end' } },
  }),
});

/** A borderless, full-width choice in a list or a menu. */
export const listChoice = (minHeight: string, paddingInline: string): StyleRule => ({
  display: 'flex',
  width: '100%',
  minHeight,
  padding: `0 ${paddingInline}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
});

/** A fieldset drawn as a box around its fields. */
export const fieldsetBox: StyleRule = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
};

/** A pill-shaped control: an icon and a short label. */
export const pill = (minHeight: string): StyleRule => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontWeight: 600,
});

/** A picture filling its box's width at `aspectRatio`, cropped rather than stretched. */
export const coverImage = (aspectRatio: string): StyleRule => ({
  width: '100%',
  aspectRatio,
  objectFit: 'cover',
});

/** A card's picture: a cover image on a tint that shows until it loads. */
export const cardImage = (aspectRatio: string): StyleRule => ({
  ...coverImage(aspectRatio),
  background: vars.color.surfaceSunken,
});

/** Text cut after `lines` lines, with an ellipsis. */
export const lineClamp = (lines: number): StyleRule => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
});

/** Secondary text: small and muted. */
export const smallMuted: StyleRule = { fontSize: vars.fontSize.sm, color: vars.color.textMuted };
