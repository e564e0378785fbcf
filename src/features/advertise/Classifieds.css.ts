import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { panel } from '@/styles/utilities.css';

export {
  dividedList as mine,
  dividedRow as mineRow,
  metaLine as meta,
} from '@/styles/utilities.css';

export const filters = style(
  rules.columnsFrom('tablet', vars.space.sm, {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'end',
  }),
);

/** The price range takes a row of its own under the filters: two amounts and their button. */
export const priceRange = style({
  ...rules.columnsFrom('tablet', vars.space.sm, {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
    alignItems: 'start',
  }),
  gridColumn: '1 / -1',
});

/** The Apply button lines up with the inputs, below their labels. */
export const applyPrice = style({
  '@media': { [media.tablet]: { marginTop: '1.75rem' } },
});

export const grid = style(rules.cardGrid('260px', vars.space.md));

export const card = style([
  panel,
  { position: 'relative', height: '100%', padding: 0, overflow: 'hidden' },
]);

export const cardBody = style({ ...rules.stack(vars.space.xs), padding: vars.space.md });

/** Every picture of a listing fills the same box, so the cards line up. */
export const photo = style({ display: 'block', ...rules.cardImage('16 / 9') });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const detail = style({
  ...rules.columnsFrom('desktop', vars.space.lg, {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  }),
  alignItems: 'start',
});

export const description = style({ whiteSpace: 'pre-line', margin: 0 });

export const contact = style([panel, { gap: vars.space.sm }]);

export const rowActions = style(rules.wrapRow(vars.space.xs));

/** A price's amount and currency side by side from a tablet on. */
export const priceRow = style(
  rules.columnsFrom('tablet', vars.space.sm, {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    alignItems: 'start',
  }),
);

/** A listing's price on its card and its page. */
export const price = style({
  margin: 0,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const contactForm = style(rules.stack(vars.space.sm));
