import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { brandBand, mutedText, pageStack } from '@/styles/utilities.css';

export const hero = style([brandBand, { padding: `${vars.space.xxl} ${vars.space.lg}` }]);

export const heroTitle = style({ color: vars.color.textInverse, maxWidth: '22ch' });

export const heroText = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', margin: 0 });

export const heroSearch = style({ ...rules.wrapRow(vars.space.xs), maxWidth: '640px' });

export const heroInput = style({
  flex: '1 1 260px',
  minHeight: '52px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const page = pageStack;

export const section = style(rules.stack(vars.space.md));

export const sectionHeader = style(rules.spreadRow(vars.space.sm, 'baseline'));

export const muted = mutedText;

export const grid4 = style(rules.cardGrid('230px'));

export const grid3 = style(rules.cardGrid('280px'));

export const tile = style(rules.linkCard(vars.space.lg, vars.radius.lg));

export const tileTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.brandStrong,
});

export const tileCount = style({ marginTop: 'auto', fontWeight: 700, color: vars.color.brand });

export const ranked = style({
  ...rules.indentedList,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.lg,
});

export const pills = style(rules.wrapList(vars.space.sm));

export const cta = style({
  ...rules.centeredStack(vars.space.md),
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
});
