import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import {
  actionRow,
  mutedText,
  pageStack,
  sectionStack,
  tileGrid,
  tilePanel,
} from '@/styles/utilities.css';

export const page = pageStack;

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '72ch',
});

export const muted = mutedText;

export const actions = actionRow;

export const section = sectionStack;

export const tiles = tileGrid;

export const tile = tilePanel;

export const tileTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
