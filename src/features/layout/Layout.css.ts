import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-100px',
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brandStrong,
  color: vars.color.textInverse,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.xs, color: vars.color.textInverse } },
});

export const main = style({
  minHeight: '60vh',
  paddingBlock: vars.space.xl,
  outline: 'none',
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const notice = style({ paddingBlockStart: vars.space.md });
