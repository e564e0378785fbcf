import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { panel } from '@/styles/utilities.css';

export { dividedList as rows, dividedRow as row } from '@/styles/utilities.css';

export const seats = style([panel, { gap: vars.space.sm }]);

export const seatMeter = style({ width: '100%', height: '0.75rem' });

export const inviteForm = style([
  panel,
  {
    gap: vars.space.md,
    '@media': {
      [media.tablet]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
        alignItems: 'end',
      },
    },
  },
]);

export const who = style({ display: 'grid', gap: vars.space.xxs });

export const name = style({ margin: 0, fontWeight: 600 });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});
