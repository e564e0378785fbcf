import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';

export const layout = style({
  ...rules.columnsFrom('desktop', vars.space.xl, {
    gridTemplateColumns: '1fr minmax(380px, 460px)',
  }),
  alignItems: 'start',
});

export const intro = style(rules.stack(vars.space.lg));

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const formCard = style({
  ...rules.stack(vars.space.md),
  ...rules.surfaceBox(vars.space.lg, vars.radius.lg),
  boxShadow: vars.shadow.md,
  '@media': { [media.desktop]: { order: 2 } },
});

export const form = style(rules.stack(vars.space.md));

export const social = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
});

export const divider = style({
  ...rules.centeredRow(vars.space.sm),
  ...rules.smallMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const row = style(rules.spreadRow(vars.space.sm, 'center'));

export const small = style({ ...rules.smallMuted, margin: 0 });

export const benefits = style({
  ...rules.listStack(vars.space.md),
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const benefit = style(rules.surfaceBox(vars.space.md, vars.radius.md));

export const benefitTitle = style({ fontWeight: 700, margin: 0 });

export const tiers = style(
  rules.columnsFrom('tablet', vars.space.md, { gridTemplateColumns: 'repeat(3, 1fr)' }),
);

export const tierPrice = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  margin: 0,
});

export const featureList = style({ ...rules.indentedList, fontSize: vars.fontSize.sm });

export const strength = style({ ...rules.centeredRow(vars.space.sm), fontSize: vars.fontSize.sm });

export const strengthBar = style({
  flex: 1,
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const strengthFill = style({
  display: 'block',
  height: '100%',
  transition: 'width 150ms ease',
});
