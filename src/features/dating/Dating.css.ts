import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { brandBand, panel, stretchedLink } from '@/styles/utilities.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  margin: 0,
});

export const hero = style([brandBand, { padding: `${vars.space.xl} ${vars.space.lg}` }]);

export const heroTitle = style({ color: vars.color.textInverse, margin: 0 });

export const heroText = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', margin: 0 });

export const filters = style([
  panel,
  {
    display: 'grid',
    gap: vars.space.sm,
    color: vars.color.text,
    '@media': {
      [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr auto', alignItems: 'end' },
    },
  },
]);

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const card = style({ position: 'relative', height: '100%' });

export const photoFrame = style({ position: 'relative' });

export const photo = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const photoBadges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  gap: vars.space.xxs,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const nameLink = stretchedLink;

export const clamp = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const tags = style([row, { listStyle: 'none', padding: 0 }]);

export const small = style({ margin: 0, fontSize: vars.fontSize.sm });

export const features = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const feature = style([panel]);

export const callToAction = style([
  panel,
  { alignItems: 'center', textAlign: 'center', gap: vars.space.md, padding: vars.space.xl },
]);

// ----- Profile page -----

export const profileHead = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) 3fr', alignItems: 'start' } },
});

export const mainPhoto = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  maxHeight: '420px',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const gallery = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 320px', alignItems: 'start' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const box = panel;

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const detailRow = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: 600 });

export const stars = style({ color: vars.color.brandStrong, fontSize: vars.fontSize.xl });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const conversations = style({
  display: 'grid',
  // One column no wider than the page: a long last message is cut, not the row pushed off screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const conversation = style([
  panel,
  { position: 'relative', flexDirection: 'row', alignItems: 'center', gap: vars.space.sm },
]);

export const avatar = style({ borderRadius: '50%', flexShrink: 0, objectFit: 'cover' });

export const conversationText = style({ flex: 1, minWidth: 0 });

export const conversationLink = style([stretchedLink, { fontWeight: 700 }]);

export const unreadText = style({ fontWeight: 400 });

export const lastMessage = style({
  margin: 0,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const conversationMeta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '36rem',
});

export const mine = style([message, { alignSelf: 'flex-end', alignItems: 'flex-end' }]);

export const theirs = style([message, { alignSelf: 'flex-start' }]);

export const sender = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const bubble = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: { [`${mine} &`]: { background: vars.color.brandSoft } },
});

export const composer = style([panel, { gap: vars.space.sm, maxWidth: '40rem' }]);
