// @vitest-environment node
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { textBetween, textUpTo } from './formRules';

const firstMessage = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message;

const letters = (count: number) => 'x'.repeat(count);

it('names a text limit the way people write it', () => {
  expect(firstMessage(textBetween(2, 2000, 'Too short'), letters(2001))).toBe(
    'Keep it under 2,000 characters',
  );
  expect(firstMessage(textUpTo(10000), letters(10001))).toBe('Keep it under 10,000 characters');
});

it("keeps a form's own words for its limit, and passes text within it", () => {
  expect(firstMessage(textUpTo(3, 'Three letters at most'), 'four')).toBe('Three letters at most');
  expect(firstMessage(textUpTo(3, 'Three letters at most'), 'two')).toBeUndefined();
});
