import { keyframes, style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
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
  // The footer starts below the first screen: a page painted before its data (build-time HTML)
  // would otherwise show it, then push it away when the data arrives (layout shift).
  minHeight: '100vh',
  paddingBlock: vars.space.xl,
  outline: 'none',
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const notice = style({ paddingBlockStart: vars.space.md });

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A thin bar across the top while the next page loads. */
export const progress = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 100,
  height: '3px',
  overflow: 'hidden',
  '::after': {
    content: '""',
    display: 'block',
    width: '40%',
    height: '100%',
    background: vars.color.brand,
    animation: `${slide} 1.2s ease-in-out infinite`,
  },
  '@media': { [media.reducedMotion]: { '::after': { animation: 'none', width: '100%' } } },
});
