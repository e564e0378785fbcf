import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/theme.css';
import { panel } from '@/styles/utilities.css';

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

export const rows = style({
  display: 'grid',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

/** A member or an invitation: who, then its role and actions (beside on wide screens). */
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const who = style({ display: 'grid', gap: vars.space.xxs });

export const name = style({ margin: 0, fontWeight: 600 });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});
