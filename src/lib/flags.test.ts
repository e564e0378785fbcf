// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flagEmoji } from './flags';

describe('flagEmoji', () => {
  it('turns a country code into its flag', () => {
    expect(flagEmoji('TH')).toBe('🇹🇭');
    expect(flagEmoji('jp')).toBe('🇯🇵');
  });

  it('gives nothing for anything that is not two letters', () => {
    for (const code of ['', 'T', 'THA', '1A', '🇹🇭']) expect(flagEmoji(code)).toBe('');
  });
});
