import { globalStyle, style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { brandBand, panel, stretchedLink, tileGrid } from '@/styles/utilities.css';

export const row = style({ ...rules.wrapRow(vars.space.xs, 'center'), margin: 0 });

/** The room before each fact of a `facts` line, its dot centred in it. */
const DOT_ROOM = '1.25em';

/**
 * Facts side by side with a dot between them ('Vietnamese · Hotel manager'), wrapping. Each fact
 * brings its dot in the room before it; the line starts that much further out and is clipped
 * there, so the first fact on every line (the very first, or one that wrapped) shows no dot and
 * no dot is ever left dangling.
 */
export const facts = style({
  ...rules.wrapRow(`${vars.space.xs} 0`, 'center'),
  margin: 0,
  marginInlineStart: `calc(-1 * ${DOT_ROOM})`,
  clipPath: `inset(0 0 0 ${DOT_ROOM})`,
});

globalStyle(`${facts} > *::before`, {
  // The second value gives the dot an empty alternative text, so screen readers skip it.
  content: ['"·"', '"·" / ""'],
  display: 'inline-block',
  width: DOT_ROOM,
  textAlign: 'center',
});

export const hero = style([brandBand, { padding: `${vars.space.xl} ${vars.space.lg}` }]);

export const heroTitle = style({ color: vars.color.textInverse, margin: 0 });

export const heroText = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', margin: 0 });

export const filters = style([
  panel,
  {
    ...rules.columnsFrom('tablet', vars.space.sm, {
      gridTemplateColumns: '2fr 1fr 1fr auto',
      alignItems: 'end',
    }),
    color: vars.color.text,
  },
]);

export const grid = style(rules.cardGrid('260px', vars.space.md));

export const card = style({ position: 'relative', height: '100%' });

export const photoFrame = style({ position: 'relative' });

export const photo = style({ display: 'block', ...rules.cardImage('4 / 3') });

export const photoBadges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  gap: vars.space.xxs,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.lg });

export const nameLink = stretchedLink;

export const clamp = style(rules.lineClamp(2));

export const tags = style([row, { listStyle: 'none', padding: 0 }]);

export const small = style({ margin: 0, fontSize: vars.fontSize.sm });

export const features = tileGrid;

export const feature = style([panel]);

export const callToAction = style([
  panel,
  { alignItems: 'center', textAlign: 'center', gap: vars.space.md, padding: vars.space.xl },
]);

// ----- Profile page -----

export const profileHead = style(
  rules.columnsFrom('tablet', vars.space.lg, {
    gridTemplateColumns: 'minmax(0, 2fr) 3fr',
    alignItems: 'start',
  }),
);

export const mainPhoto = style({
  display: 'block',
  ...rules.cardImage('1 / 1'),
  maxHeight: '420px',
  borderRadius: vars.radius.lg,
});

export const gallery = style(rules.cardGrid('96px', vars.space.xs));

export const thumb = style({
  display: 'block',
  ...rules.coverImage('1 / 1'),
  borderRadius: vars.radius.md,
});

export const layout = style(
  rules.columnsFrom('desktop', vars.space.lg, {
    gridTemplateColumns: '1fr 320px',
    alignItems: 'start',
  }),
);

export const column = style(rules.stack(vars.space.lg));

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

export const dialogForm = style(rules.stack(vars.space.md));

export const conversations = style({
  ...rules.listStack(vars.space.xs),
  // One column no wider than the page: a long last message is cut, not the row pushed off screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
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
  ...rules.stack(vars.space.xxs),
  alignItems: 'flex-end',
  ...rules.smallMuted,
});

export const messages = style({ ...rules.stack(vars.space.sm), ...rules.bareList });

const message = style({ ...rules.stack(vars.space.xxs), maxWidth: '36rem' });

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
