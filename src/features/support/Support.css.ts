import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { mutedText, pageStack, panel } from '@/styles/utilities.css';

export const page = pageStack;

export const muted = mutedText;

export const form = style([panel, { gap: vars.space.md, maxWidth: '720px' }]);

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '72ch',
});
