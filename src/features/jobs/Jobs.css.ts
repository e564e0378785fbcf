import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { mutedText, panel, stretchedLink } from '@/styles/utilities.css';

export const page = style(rules.stack(vars.space.lg));

export const muted = mutedText;

export const header = style(rules.spreadRow(vars.space.md, 'flex-end'));

export const actions = style(rules.wrapRow(vars.space.sm, 'center'));

export const filters = style(rules.filterBar('repeat(3, 1fr)'));

export const wide = style({ '@media': { [media.tablet]: { gridColumn: 'span 3' } } });

export const toggles = style(rules.wrapRow(vars.space.lg));

export const list = style(rules.listStack(vars.space.md));

export const card = style({ position: 'relative' });

export const cardHead = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const logo = style({
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.md,
  flexShrink: 0,
  objectFit: 'cover',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const titleLink = stretchedLink;

export const raised = style({
  position: 'relative',
  zIndex: 1,
  ...rules.wrapRow(vars.space.sm, 'center'),
});

export const chips = style(rules.wrapRow(vars.space.xs, 'center'));

export const points = style({ ...rules.indentedList, color: vars.color.textMuted });

export const detail = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.desktop]: {
      // The text spans both rows; the second takes its height, so Apply sits on the summary.
      gridTemplateColumns: '1fr 320px',
      gridTemplateRows: 'auto 1fr',
      rowGap: vars.space.md,
      alignItems: 'start',
    },
  },
});

export const detailText = style([page, { '@media': { [media.desktop]: { gridRow: 'span 2' } } }]);

export const applyPanel = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  ...rules.stack(vars.space.xs),
  marginInline: `calc(-1 * ${vars.space.md})`,
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.bar,
  '@media': {
    [media.desktop]: {
      position: 'static',
      margin: 0,
      padding: 0,
      background: 'none',
      border: 'none',
      boxShadow: 'none',
    },
  },
});

export const aside = style(rules.stack(vars.space.md));

export const section = style(rules.stack(vars.space.xs));

export const closed = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

export const formPage = style(rules.stack(vars.space.lg));

export const jobForm = style([panel, { gap: vars.space.md, maxWidth: '760px' }]);

export const salary = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  ...rules.fieldsetBox,
});
