// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'weak'],
    ['abc', 1, 'weak'],
    ['abcdefgh', 2, 'weak'],
    ['abcdefgH', 3, 'fair'],
    ['abcdefH1', 4, 'good'],
    ['abcdeH1!', 5, 'strong'],
    ['SHORT1!', 3, 'fair'],
  ])('%j passes %i tests and is %s', (password, score, level) => {
    expect(passwordStrength(password)).toEqual({ score, level });
  });
});
