import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { mutedText, stretchedLink } from '@/styles/utilities.css';

export const page = style(rules.stack(vars.space.lg));

export const muted = mutedText;

export const filters = style(rules.filterBar('2fr 1fr 1fr'));

export const grid = style(rules.cardGrid('260px'));

export const media16x10 = style(rules.cardImage('16 / 10'));

export const cardTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const cardLink = stretchedLink;

export const cardPositioned = style({ position: 'relative' });

export const raised = style({ position: 'relative', zIndex: 1 });

export const clamp = style(rules.lineClamp(2));

export const chips = style(rules.wrapList(vars.space.xxs));

export const meta = style({ ...rules.wrapRow(vars.space.sm), ...rules.smallMuted });

export const hero = style(
  rules.columnsFrom('tablet', vars.space.lg, {
    gridTemplateColumns: '1.2fr 1fr',
    alignItems: 'center',
  }),
);

export const heroImage = style({ ...rules.coverImage('16 / 10'), borderRadius: vars.radius.lg });

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
});

export const fact = style(rules.surfaceBox(vars.space.sm, vars.radius.md));

export const factValue = style({ margin: 0, fontWeight: 700 });

export const panel = style(rules.stack(vars.space.lg));

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const twoColumns = style(
  rules.columnsFrom('tablet', vars.space.md, { gridTemplateColumns: '1fr 1fr' }),
);

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.info,
});

export const caption = style({
  textAlign: 'start',
  padding: `${vars.space.xs} 0`,
  color: vars.color.textMuted,
  fontWeight: 700,
});

export const rowHeader = style([cell, { fontWeight: 400 }]);

export const factText = style({ margin: 0 });
