import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { mutedText, panel, stretchedLink } from '@/styles/utilities.css';

export const page = style(rules.stack(vars.space.lg));

export const muted = mutedText;

export const row = style(rules.wrapRow(vars.space.sm, 'center'));

export const layout = style(
  rules.columnsFrom('desktop', vars.space.xl, {
    gridTemplateColumns: '1fr 300px',
    alignItems: 'start',
  }),
);

export const tiles = style({
  ...rules.listStack(vars.space.sm),
  // Eight tiles (All and the seven categories): two rows of four, or four rows of two on a phone.
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

/** A tile's colour dot and name: the name wraps beside the dot, never below it. */
export const tileName = style(rules.centeredRow(vars.space.sm));

export const tileDot = style({ flexShrink: 0 });

/** Heading, line and the page's actions, one under the other. */
export const intro = style(rules.stack(vars.space.sm));

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  // As tall as its grid cell: the tiles of a row line up whatever their names' lengths.
  height: '100%',
  minHeight: '64px',
  ...rules.surfaceBox(vars.space.sm, vars.radius.md),
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brandSoft, fontWeight: 700 } },
});

export const list = style(rules.listStack(vars.space.md));

export const card = style({ position: 'relative' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const link = stretchedLink;

export const meta = style({ ...rules.wrapRow(vars.space.sm), ...rules.smallMuted, margin: 0 });

export const box = panel;

export const post = style([panel, { borderRadius: vars.radius.md }]);

export const thread = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `2px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.sm,
});

export const topThread = style([thread, { paddingInlineStart: 0, borderInlineStart: 'none' }]);

export const preview = style({
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const topicForm = style([box, { gap: vars.space.md, maxWidth: '760px' }]);

export const members = style([
  tiles,
  { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' },
]);
