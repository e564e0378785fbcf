import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const control = style({
  minHeight: '44px',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: 600,
  margin: 0,
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: '24px',
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  marginTop: '3px',
  accentColor: vars.color.brand,
  flexShrink: 0,
});

export const toggle = style({
  alignSelf: 'flex-start',
  minHeight: '32px',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const textarea = style([
  control,
  { minHeight: '140px', resize: 'vertical', lineHeight: vars.lineHeight.body },
]);
