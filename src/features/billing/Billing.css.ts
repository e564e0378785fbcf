import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { panel } from '@/styles/utilities.css';

/** Checkout: the plan beside the card form on wide screens, above it on a phone. */
export const checkout = style({
  ...rules.columnsFrom('tablet', vars.space.lg, {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  }),
  alignItems: 'start',
});

export const summary = style([panel, { gap: vars.space.sm }]);

export const summaryName = style({ margin: 0, fontSize: vars.fontSize.lg });

export const amounts = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const amountLabel = style({ color: vars.color.textMuted });

export const amountValue = style({ margin: 0, fontWeight: 700, textAlign: 'end' });

export const form = style([panel, { gap: vars.space.md }]);

/** Expiry and security code side by side: they are short. */
export const cardRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const plan = style([panel, { gap: vars.space.sm }]);

export const planHead = style(rules.wrapRow(vars.space.sm, 'center'));

/**
 * The invoices table; on a phone each invoice becomes a small card (date and amount on top,
 * then what it paid for and its number), since four columns don't fit.
 */
export const invoices = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { [media.tablet]: { display: 'table' } },
  display: 'block',
});

export const invoiceHead = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'table-header-group' } },
});

export const invoiceBody = style({
  display: 'block',
  '@media': { [media.tablet]: { display: 'table-row-group' } },
});

export const invoiceRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"date amount" "what what" "number number"',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { display: 'table-row', padding: 0 } },
});

const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  '@media': {
    [media.tablet]: {
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const headCell = cell;
export const dateCell = style([cell, { gridArea: 'date', fontWeight: 600 }]);
export const whatCell = style([cell, { gridArea: 'what' }]);
export const numberCell = style([cell, { gridArea: 'number', color: vars.color.textMuted }]);
export const amountCell = style([
  cell,
  { gridArea: 'amount', textAlign: 'end', whiteSpace: 'nowrap' },
]);
