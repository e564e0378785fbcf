import { vars } from '@/styles/theme.css';
import { componentStyle } from './componentStyle';

/** The arrow beside the words, not underlined with them; as wide as its words in a column. */
export const backLink = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
});
