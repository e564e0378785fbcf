import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import {
  actionRow,
  brandBand,
  mutedText,
  pageStack,
  panel,
  sectionStack,
  tileGrid,
  tilePanel,
} from '@/styles/utilities.css';

export const page = pageStack;

export const muted = mutedText;

export const actions = actionRow;

export const section = sectionStack;

export const tiles = tileGrid;

export const tile = tilePanel;

export const hero = style([brandBand, { padding: `${vars.space.xl} ${vars.space.lg}` }]);

export const heroTitle = style({ color: vars.color.textInverse, margin: 0 });

export const heroText = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', margin: 0 });

export const quote = style([panel, { margin: 0, height: '100%' }]);

export const quoteText = style({ margin: 0, fontStyle: 'italic' });

/** Six tiles as three columns on wide screens, two on tablets. */
export const sixTiles = style([
  tileGrid,
  {
    gridTemplateColumns: '1fr',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
  },
]);

/** A form beside its explanation. */
export const form = style([panel, { gap: vars.space.md, maxWidth: '720px' }]);
