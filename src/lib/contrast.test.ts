// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { colors, textPairs } from '@/styles/tokens';
import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#a93d0c', '#a93d0c')).toBe(1);
  });

  it('rejects a value that is not a #rrggbb colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/Not a #rrggbb colour/);
  });
});

describe('the spice palette', () => {
  it.each(textPairs)('%s text on %s meets WCAG AA (4.5:1)', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });
});
