import { createGlobalTheme } from '@vanilla-extract/css';
import { colors, fontSizes, fonts, radii, shadows, space } from './tokens';

export const vars = createGlobalTheme(':root', {
  color: colors,
  space,
  fontSize: fontSizes,
  font: fonts,
  radius: radii,
  shadow: shadows,
  lineHeight: { tight: '1.25', body: '1.6' },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
});
