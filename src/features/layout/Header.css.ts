import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  ...rules.centeredRow(vars.space.md),
  minHeight: vars.layout.headerHeight,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.brandStrong,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
  whiteSpace: 'nowrap',
  flexShrink: 0,
});

export const brandMark = style({ width: '36px', height: '36px' });

export const search = style({
  display: 'none',
  flex: '0 1 340px',
  minHeight: '40px',
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const searchFill = style({ display: 'flex', flex: 1 });

export const searchInput = style({
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const actions = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const mobileOnly = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const nav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
});

export const navLink = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  lineHeight: 1.3,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
  },
});

export const navLabel = style({ fontWeight: 700, fontSize: vars.fontSize.sm });

export const navDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const iconButton = style({
  ...rules.pill('44px'),
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  flexShrink: 0,
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: 700,
});

export const accountText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: 1.2,
  minWidth: 0,
});

/** A member's first name, however long, fits the bar: it ends in an ellipsis (the full name is the label). */
export const accountName = style({
  maxInlineSize: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tierLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const menuList = style(rules.bareList);

export const menuEmail = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const menuItem = style({
  ...rules.listChoice('40px', vars.space.sm),
  alignItems: 'center',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brandStrong, fontWeight: 700 },
  },
});

export const mobilePanel = style({
  position: 'fixed',
  insetInline: 0,
  top: vars.layout.headerHeight,
  maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  borderRadius: 0,
  padding: vars.space.md,
});

export const mobileSection = style({
  ...rules.stack(vars.space.xs),
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const unreadCount = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
