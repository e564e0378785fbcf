// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fill, type Filling, placeholdersIn, readContent } from './content';

const words = {
  city: 'Bangkok',
  hood: 'the Old City',
  price: (usd: string | number) => `${Number(usd) * 35} THB`,
  range: (min: string | number, max: string | number) => `${min}–${max}`,
  hot: true,
  cold: false,
  count: 3,
};
const filling: Filling = { words, pick: (options) => options.at(-1)! };

describe('fill', () => {
  it('leaves a text without braces as it is', () => {
    expect(fill('Nothing to fill here.', filling)).toBe('Nothing to fill here.');
  });

  it('puts in words, numbers and a capitalised word', () => {
    expect(fill('{count} days in {city}, near {hood}.', filling)).toBe(
      '3 days in Bangkok, near the Old City.',
    );
    expect(fill('{Hood} is quiet.', filling)).toBe('The Old City is quiet.');
  });

  it('calls a function word with its arguments, numbers as numbers', () => {
    expect(fill('Lunch costs {price 2}, rent {range 300 450}.', filling)).toBe(
      'Lunch costs 70 THB, rent 300–450.',
    );
  });

  it('takes a yes-or-no branch, skipping one space after the colon', () => {
    expect(fill('It is {if hot: hot|cool} in {city}.', filling)).toBe('It is hot in Bangkok.');
    expect(fill('It is {if cold: cold|mild}.', filling)).toBe('It is mild.');
    expect(fill('A walk{if cold:  in the snow}.', filling)).toBe('A walk.');
    expect(fill('A walk{if hot:  in the heat}.', filling)).toBe('A walk in the heat.');
    expect(fill('{if hot: {if cold: both|hot only}|neither}', filling)).toBe('hot only');
  });

  it('fills the branch of a text by a yes-or-no word, or nothing without `otherwise`', () => {
    expect(fill({ 'if hot': 'Hot in {city}.', otherwise: 'Cool.' }, filling)).toBe(
      'Hot in Bangkok.',
    );
    expect(fill({ 'if cold': 'Cold.', otherwise: { 'if hot': 'Hot.' } }, filling)).toBe('Hot.');
    expect(fill({ 'if cold': 'Cold.' }, filling)).toBe('');
    expect(() => fill({ 'if city': 'x' }, filling)).toThrow('"if city" needs a yes-or-no word');
    expect(() => fill({ otherwise: 'x' }, filling)).toThrow('Expected one "if …"');
  });

  it('writes every phrasing of a choice, left to right, before one is picked', () => {
    const calls: string[] = [];
    const counted = (name: string) => () => {
      calls.push(name);
      return name;
    };
    const offered: string[][] = [];
    const choosing: Filling = {
      words: { a: counted('a'), b: counted('b'), c: counted('c') },
      pick: (options) => {
        offered.push(options);
        return options[0]!;
      },
    };
    expect(fill('{a} then {one {b}|two {c}|} and {a}', choosing)).toBe('a then one b and a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
    expect(offered).toEqual([['one b', 'two c', '']]);
  });

  it('lets `extra` words win over the filling', () => {
    expect(fill('{city} and {hood}', filling, { city: 'Hanoi' })).toBe('Hanoi and the Old City');
  });

  it('looks words up by a function', () => {
    const byName: Filling = { words: (name) => (name === 'city' ? 'Ubud' : undefined) };
    expect(fill('In {city}.', byName)).toBe('In Ubud.');
    expect(() => fill('In {town}.', byName)).toThrow('Unknown placeholder {town}');
  });

  it('throws on an unknown placeholder, naming the text', () => {
    expect(() => fill('Welcome to {ctiy}.', filling)).toThrow(
      'Unknown placeholder {ctiy}, or one with no value here in "Welcome to {ctiy}."',
    );
    expect(() => fill('{toString}', filling)).toThrow('Unknown placeholder {toString}');
  });

  it('throws on a word used the wrong way', () => {
    expect(() => fill('{hot}', filling)).toThrow('{hot} is a yes or no');
    expect(() => fill('{if city: yes}', filling)).toThrow('needs a yes or no');
    expect(() => fill('{city 2}', filling)).toThrow('{city} takes no arguments');
    expect(() => fill('{a|b}', { words })).toThrow('Nothing picks');
  });

  it('throws on a template that does not parse', () => {
    expect(() => fill('An {open brace', filling)).toThrow('A { is never closed');
    expect(() => fill('A } too many', filling)).toThrow('A stray }');
    expect(() => fill('{two words}', filling)).toThrow('Unknown placeholder {two}');
    expect(() => fill('{ city}', filling)).toThrow('neither a placeholder');
    expect(() => fill('{if hot: a|b|c}', filling)).toThrow('has two |');
  });
});

describe('placeholdersIn', () => {
  it('names every placeholder and yes-or-no word, in all branches', () => {
    expect([...placeholdersIn('{a} {if b: {c}|{d 1}} {x {e}|{f}}')].sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
    expect([...placeholdersIn({ 'if a': '{b}', otherwise: { 'if c': 'd' } })].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('the content files', () => {
  const files = readdirSync(new URL('./content', import.meta.url), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.yaml'));

  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(texts)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];

  it.each(files)('%s parses, and its texts are well-formed templates', (file) => {
    for (const text of texts(readContent(file))) expect(() => placeholdersIn(text)).not.toThrow();
  });
});
