// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { optionalChoice, optionalFlag, optionalPage, optionalText } from './searchParams';

describe('search param readers', () => {
  it('keep text within its length and drop empty or foreign values', () => {
    expect(optionalText('bangkok')).toBe('bangkok');
    expect(optionalText(2026)).toBe('2026');
    expect(optionalText('   ')).toBeUndefined();
    expect(optionalText('x'.repeat(201))).toBeUndefined();
    expect(optionalText({ evil: true })).toBeUndefined();
  });

  it('accept whole page numbers from 1', () => {
    expect(optionalPage(3)).toBe(3);
    expect(optionalPage('4')).toBe(4);
    expect(optionalPage(0)).toBeUndefined();
    expect(optionalPage(2.5)).toBeUndefined();
    expect(optionalPage('abc')).toBeUndefined();
  });

  it('accept only the listed choices', () => {
    expect(optionalChoice(['name', 'latest'] as const, 'name')).toBe('name');
    expect(optionalChoice(['name', 'latest'] as const, 'random')).toBeUndefined();
  });

  it('read a flag as true or absent', () => {
    expect(optionalFlag(true)).toBe(true);
    expect(optionalFlag('true')).toBe(true);
    expect(optionalFlag('yes')).toBeUndefined();
  });
});
