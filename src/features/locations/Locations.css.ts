import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { stretchedLink } from '@/styles/utilities.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr', alignItems: 'end' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const media16x10 = style({
  aspectRatio: '16 / 10',
  width: '100%',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

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

export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1.2fr 1fr', alignItems: 'center' } },
});

export const heroImage = style({
  width: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
});

export const fact = style({
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const factValue = style({ margin: 0, fontWeight: 700 });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

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

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

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
