import { vars } from '@/styles/theme.css';
import { componentStyle } from '../componentStyle';

export const preview = componentStyle({
  width: '240px',
  height: '160px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});
