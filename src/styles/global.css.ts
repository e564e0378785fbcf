import { globalStyle as unlayeredGlobalStyle, type GlobalStyleRule } from '@vanilla-extract/css';
import { baseLayer } from './layers.css';
import { media } from './media';
import { vars } from './theme.css';

/** Element defaults sit in the lowest layer: utilities and components override them. */
function globalStyle(selector: string, rule: GlobalStyleRule): void {
  unlayeredGlobalStyle(selector, { '@layer': { [baseLayer]: rule } });
}

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: vars.layout.headerHeight,
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
  // A very long word (a URL, a pasted token) wraps instead of widening the page.
  overflowWrap: 'anywhere',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: `0 0 ${vars.space.sm}`,
});

globalStyle('h1', { fontSize: vars.fontSize.xxl });
globalStyle('h2', { fontSize: vars.fontSize.xl });
globalStyle('h3', { fontSize: vars.fontSize.lg });

globalStyle('h1', { '@media': { [media.tablet]: { fontSize: vars.fontSize.xxxl } } });

globalStyle('p', { margin: `0 0 ${vars.space.sm}` });

globalStyle('dd', { margin: 0 });

globalStyle('a', { color: vars.color.brand, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { color: vars.color.brandStrong });

globalStyle('img, svg', { maxWidth: '100%', display: 'block' });
globalStyle('img', { height: 'auto' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('[tabindex="-1"]:focus', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
