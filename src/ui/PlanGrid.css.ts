import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { panel } from '@/styles/utilities.css';
import { componentStyle } from './componentStyle';

export const plans = componentStyle({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)', alignItems: 'stretch' } },
});

export const plan = componentStyle([panel, { gap: vars.space.sm, padding: vars.space.lg }]);

export const featuredPlan = componentStyle([plan, { border: `2px solid ${vars.color.brand}` }]);

export const price = componentStyle({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
});

export const period = componentStyle({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 400,
  color: vars.color.textMuted,
});

export const checklist = componentStyle({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const planAction = componentStyle({ marginTop: 'auto' });
