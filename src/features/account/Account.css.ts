import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { mutedText, pageStack } from '@/styles/utilities.css';

export const page = pageStack;

export const header = style(rules.wrapRow(vars.space.sm, 'center'));

export const muted = mutedText;

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const counter = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  ...rules.surfaceBox(vars.space.md, vars.radius.lg),
});

/** A large figure: a counter's value, a plan's price. */
export const counterValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
});

export const actions = style({
  ...rules.listStack(vars.space.sm),
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const action = style(rules.linkCard(vars.space.md, vars.radius.md));

export const actionTitle = style({ fontWeight: 700, color: vars.color.brandStrong });

export const banner = style({
  ...rules.spreadRow(vars.space.md, 'center'),
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.accent}`,
});

export const panel = style({
  ...rules.centeredStack(vars.space.md),
  maxWidth: '560px',
  marginInline: 'auto',
  ...rules.surfaceBox(vars.space.xl, vars.radius.lg),
  boxShadow: vars.shadow.md,
});

export const buttons = style({ ...rules.wrapRow(vars.space.sm), justifyContent: 'center' });

export const formCard = style({
  ...rules.stack(vars.space.md),
  maxWidth: '560px',
  ...rules.surfaceBox(vars.space.lg, vars.radius.lg),
});

export const plans = style(
  rules.columnsFrom('tablet', vars.space.md, { gridTemplateColumns: 'repeat(3, 1fr)' }),
);

export const price = style([counterValue]);

export const list = style(rules.indentedList);

export const entries = style(rules.listStack(vars.space.md));

/** An entry's photo, across its card, never taller than a third of a phone's screen. */
export const entryPhoto = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '33vh',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  marginBottom: vars.space.sm,
});

export const activity = style({
  display: 'grid',
  ...rules.bareList,
  borderTop: `1px solid ${vars.color.border}`,
});

export const activityItem = style({
  ...rules.wrapRow(vars.space.xs),
  justifyContent: 'space-between',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const requests = style(rules.listStack(vars.space.sm));

export const requestItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  ...rules.surfaceBox(vars.space.md, vars.radius.md),
  overflowWrap: 'anywhere',
});

export const requestHead = style(rules.spreadRow(vars.space.xs, 'center'));

export const requestSubject = style({ margin: 0, fontWeight: 600 });
