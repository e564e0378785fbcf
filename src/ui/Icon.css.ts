import { componentStyle } from './componentStyle';

/** The size of the text beside it, sitting on its baseline, in its colour. */
export const icon = componentStyle({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  verticalAlign: '-0.125em',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  fill: 'none',
});

export const filled = componentStyle({ fill: 'currentColor' });
