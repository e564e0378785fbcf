import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { panel, stretchedLink } from '@/styles/utilities.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)', alignItems: 'end' } },
});

export const wide = style({ '@media': { [media.tablet]: { gridColumn: 'span 3' } } });

export const toggles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ position: 'relative' });

export const cardHead = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const logo = style({
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.md,
  flexShrink: 0,
  objectFit: 'cover',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const titleLink = stretchedLink;

export const raised = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const points = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
});

export const detail = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.desktop]: {
      // The text spans both rows; the second takes its height, so Apply sits on the summary.
      gridTemplateColumns: '1fr 320px',
      gridTemplateRows: 'auto 1fr',
      rowGap: vars.space.md,
      alignItems: 'start',
    },
  },
});

export const detailText = style([page, { '@media': { [media.desktop]: { gridRow: 'span 2' } } }]);

export const applyPanel = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.md})`,
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.bar,
  '@media': {
    [media.desktop]: {
      position: 'static',
      margin: 0,
      padding: 0,
      background: 'none',
      border: 'none',
      boxShadow: 'none',
    },
  },
});

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const closed = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

export const formPage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const jobForm = style([panel, { gap: vars.space.md, maxWidth: '760px' }]);

export const salary = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});
