// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionalChoice, optionalFlag, optionalPage, optionalText } from './searchParams';

const read = <TSchema extends v.GenericSchema>(schema: TSchema, value: unknown) =>
  v.parse(schema, value);

describe('search param schemas', () => {
  it('keep text within its length and drop empty or foreign values', () => {
    expect(read(optionalText(), 'bangkok')).toBe('bangkok');
    expect(read(optionalText(), '  chiang mai ')).toBe('chiang mai');
    expect(read(optionalText(), 2026)).toBe('2026');
    expect(read(optionalText(), '   ')).toBeUndefined();
    expect(read(optionalText(), 'x'.repeat(201))).toBeUndefined();
    expect(read(optionalText(), { evil: true })).toBeUndefined();
  });

  it('accept whole page numbers from 1', () => {
    expect(read(optionalPage, 3)).toBe(3);
    expect(read(optionalPage, '4')).toBe(4);
    expect(read(optionalPage, 0)).toBeUndefined();
    expect(read(optionalPage, 2.5)).toBeUndefined();
    expect(read(optionalPage, 'abc')).toBeUndefined();
  });

  it('accept only the listed choices', () => {
    const sort = optionalChoice({ NAME: 'name', LATEST: 'latest' });
    expect(read(sort, 'name')).toBe('name');
    expect(read(sort, 'random')).toBeUndefined();
  });

  it('read a flag as true or absent', () => {
    expect(read(optionalFlag, true)).toBe(true);
    expect(read(optionalFlag, 'true')).toBe(true);
    expect(read(optionalFlag, 'yes')).toBeUndefined();
  });
});
