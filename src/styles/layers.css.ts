import { layer } from '@vanilla-extract/css';

/**
 * Cascade layers, lowest first: element defaults, shared utilities, then the shared components
 * of src/ui (`src/ui/componentStyle.ts`). Screen styles stay unlayered, so a screen's class
 * overrides all three whatever order the build loads the CSS in (a lazy route's CSS can arrive
 * before the shared chunk's, and Storybook loads them in the order its stories ask).
 */
export const baseLayer = layer('base');
export const utilitiesLayer = layer('utilities');
export const componentsLayer = layer('components');
