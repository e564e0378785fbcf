import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';
import { panel } from '@/styles/utilities.css';

export const page = style(rules.stack(vars.space.lg));

export const form = style({
  ...rules.wrapRow(vars.space.sm, 'flex-end'),
  maxWidth: '720px',
});

export const field = style({ flex: '1 1 280px' });

export const section = style([panel, { gap: vars.space.sm }]);

export const hits = style(rules.listStack(vars.space.md));

export const hit = style(rules.stack(vars.space.xxs));

export const hitTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const suggestions = style(rules.wrapList(vars.space.sm));
