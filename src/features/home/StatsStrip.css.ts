import { style } from '@vanilla-extract/css';

/**
 * A loading figure's line: the width of its tile, and a placeholder one line high (`1lh`) in the
 * figure's own type, so the tile is as tall as it will be with the figure in it.
 */
export const placeholderLine = style({ alignSelf: 'stretch' });

export const placeholder = style({ marginInline: 'auto' });
