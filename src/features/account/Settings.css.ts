import { globalStyle, style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';

/** The email and privacy cards while their settings load or fail. */
export const placeholderCard = style({
  ...rules.stack(vars.space.md),
  maxWidth: '560px',
  ...rules.surfaceBox(vars.space.lg, vars.radius.lg),
});

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  ...rules.fieldsetBox,
});

export const legend = style({
  padding: `0 ${vars.space.xxs}`,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.xs,
  alignItems: 'start',
});

export const choiceInput = style({
  width: '20px',
  height: '20px',
  marginTop: '3px',
  accentColor: vars.color.brand,
});

export const choiceLabel = style({ fontWeight: 600 });

export const choiceHint = style({
  gridColumn: 2,
  margin: 0,
  ...rules.smallMuted,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Deleting the account: kept apart from the other settings, in the danger colour. */
export const dangerZone = style({
  ...rules.stack(vars.space.md),
  maxWidth: '560px',
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
});

export const dangerHeading = style({ margin: 0, color: vars.color.danger });

export const dangerButton = style({
  alignSelf: 'flex-start',
  background: vars.color.danger,
  borderColor: vars.color.danger,
  color: vars.color.textInverse,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.text, color: vars.color.textInverse },
  },
});

export const dialogBody = style(rules.stack(vars.space.md));

export const dialogForm = style(rules.stack(vars.space.md));

// The form's own submit (FormShell's) is the irreversible one: drawn in the danger colour.
globalStyle(`${dialogForm} > button[type="submit"]`, {
  background: vars.color.danger,
  borderColor: vars.color.danger,
  color: vars.color.textInverse,
});

export const consequences = style({ ...rules.indentedList, display: 'grid', gap: vars.space.xxs });
