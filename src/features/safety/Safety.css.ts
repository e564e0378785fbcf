import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { mutedText } from '@/styles/utilities.css';

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = mutedText;
