import { style, type StyleRule } from '@vanilla-extract/css';
import { utilitiesLayer } from './layers.css';
import { media } from './media';
import * as rules from './rules';
import { vars } from './theme.css';

/** A shared utility class, in the utilities layer: any screen's own style overrides it. */
function utility(rule: StyleRule): string {
  return style({ '@layer': { [utilitiesLayer]: rule } });
}

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = utility({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const container = utility({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

/** A card's title link whose click area covers the whole card (the card must be position: relative). */
export const stretchedLink = utility({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

/** A bordered surface panel stacking its children: sidebars, boxes and small forms. */
export const panel = utility({
  ...rules.stack(vars.space.xs),
  ...rules.surfaceBox(vars.space.md, vars.radius.lg),
});

/** A brand-gradient band with light text, stacking its children: page heroes. */
export const brandBand = utility({
  ...rules.stack(vars.space.md),
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.textInverse,
});

/** A page's column of sections. */
export const pageStack = utility(rules.stack(vars.space.xl));

/** A section's column: heading, then content. */
export const sectionStack = utility(rules.stack(vars.space.md));

export const mutedText = utility({ color: vars.color.textMuted, margin: 0 });

/** Buttons or links side by side, wrapping on small screens. */
export const actionRow = utility({
  ...rules.wrapRow(vars.space.sm, 'center'),
  margin: 0,
});

/** A list of tiles that fills the width, each at least 220px. */
export const tileGrid = utility({
  ...rules.listStack(vars.space.md),
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const tilePanel = style([panel, utility({ height: '100%' })]);

/** A one-line live status (e.g. '12 locations found') that keeps its height while still empty, so the list below does not shift when it fills. */
export const statusLine = utility({ minHeight: `calc(${vars.lineHeight.body} * 1em)` });

/** A small muted line of facts (a place, a date, a badge) that wraps. */
export const metaLine = utility({
  ...rules.wrapRow(`${vars.space.xxs} ${vars.space.sm}`, 'center'),
  margin: 0,
  ...rules.smallMuted,
});

/** A list of rows between rules: members, invitations, one's own listings. */
export const dividedList = utility({
  display: 'grid',
  ...rules.bareList,
  borderTop: `1px solid ${vars.color.border}`,
});

/** One row of a divided list: what it is, then its actions (beside it on wider screens). */
export const dividedRow = utility({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
});
