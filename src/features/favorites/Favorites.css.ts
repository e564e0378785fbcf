import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { mutedText, pageStack, panel } from '@/styles/utilities.css';

export const saveWrap = style({ ...rules.stack(vars.space.xxs), display: 'inline-flex' });

export const saveLink = style({
  ...rules.pill('32px'),
  border: `2px solid ${vars.color.brand}`,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
});

export const saveError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  maxWidth: '28ch',
});

export const page = pageStack;

export const muted = mutedText;

export const list = style(rules.listStack(vars.space.sm));

const item = style({
  ...rules.centeredRow(vars.space.md),
  ...rules.surfaceBox(vars.space.sm, vars.radius.md),
});

export const thumb = style({
  width: '72px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const itemTitle = style({ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' });

export const form = style([panel, { gap: vars.space.md, maxWidth: '640px' }]);

export const choices = style({ display: 'grid', gap: vars.space.xs, ...rules.fieldsetBox });

export const listCard = style([panel, { gap: vars.space.md }]);

export const listHeader = style(rules.spreadRow(vars.space.sm, 'flex-start'));

export const listName = style({ margin: 0, fontSize: vars.fontSize.xl });

export const rowActions = style(rules.wrapRow(vars.space.xxs));

export const pageHeader = style(rules.spreadRow(vars.space.md, 'center'));

export const dialogForm = style(rules.stack(vars.space.md));

export const addTrigger = style([
  saveLink,
  { background: vars.color.surface, color: vars.color.brand, cursor: 'pointer' },
]);

export const addPanel = style({ insetInlineEnd: 'auto', insetInlineStart: 0, width: '280px' });

export const menuBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.xxs });

export const menuList = style(rules.listStack(vars.space.xxs));

export const menuChoice = style({ width: '100%', textAlign: 'start', overflowWrap: 'anywhere' });

export const menuNote = style({ margin: 0, ...rules.smallMuted });

export const itemActions = style({
  ...rules.wrapRow(vars.space.xs, 'flex-start'),
  display: 'inline-flex',
});

/**
 * A saved item (a favourite or a place on a list): picture and title, then its buttons (beside
 * them from tablet width up, so a phone leaves the title room to keep its words whole).
 */
export const placeRow = style([
  item,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr auto' } },
  },
]);

export const placeActions = style([
  rowActions,
  {
    gridColumn: '1 / -1',
    justifyContent: 'flex-end',
    '@media': { [media.tablet]: { gridColumn: 'auto' } },
  },
]);
