import { vars } from '@/styles/theme.css';
import { componentStyle } from './componentStyle';

export const field = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const label = componentStyle({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const control = componentStyle({
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

export const hint = componentStyle({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});

export const error = componentStyle({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: 600,
  margin: 0,
});

export const checkboxRow = componentStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: '24px',
});

export const checkbox = componentStyle({
  width: '20px',
  height: '20px',
  marginTop: '3px',
  accentColor: vars.color.brand,
  flexShrink: 0,
});

export const toggle = componentStyle({
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

export const textarea = componentStyle([
  control,
  { minHeight: '140px', resize: 'vertical', lineHeight: vars.lineHeight.body },
]);
