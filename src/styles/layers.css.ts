import { layer } from '@vanilla-extract/css';

/**
 * Cascade layers, lowest first: element defaults, then shared utilities. Component and screen
 * styles stay unlayered, so they override both whatever order the build loads the CSS in (a
 * lazy route's CSS can arrive before the shared chunk's).
 */
export const baseLayer = layer('base');
export const utilitiesLayer = layer('utilities');
