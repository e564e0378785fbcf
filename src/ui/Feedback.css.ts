import { keyframes } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { componentStyle } from './componentStyle';

// Opacity, not the gradient's position: the compositor runs an opacity animation, where a moving
// background is painted again on the main thread every frame, tasks of 10 to 20 ms on a slow
// phone while the page starts.
const pulse = keyframes({ '50%': { opacity: 0.45 } });

/**
 * A placeholder holds still for its first second: a page whose data comes quickly doesn't
 * flicker, and while the page starts the browser has no animation to restyle on every frame.
 */
const PULSE_DELAY = '1s';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const skeleton = componentStyle({
  display: 'block',
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 50%, ${vars.color.border})`,
  animation: `${pulse} 1.6s ease-in-out ${PULSE_DELAY} infinite`,
});

export const spinnerWrap = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

export const spinner = componentStyle({
  width: '36px',
  height: '36px',
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
});

export const panel = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
});

export const errorPanel = componentStyle({
  borderStyle: 'solid',
  borderColor: vars.color.danger,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const panelTitle = componentStyle({ fontSize: vars.fontSize.lg, margin: 0 });

export const panelText = componentStyle({ margin: 0, color: vars.color.text });
