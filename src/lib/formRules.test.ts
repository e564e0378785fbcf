// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { textBetween, textUpTo } from './formRules';

const firstMessage = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message;

const letters = (count: number) => 'x'.repeat(count);

describe('a text limit names its figure the way people write it', () => {
  it.each([
    [
      'text between two limits',
      () => firstMessage(textBetween(2, 2000, 'Too short'), letters(2001)),
      'Keep it under 2,000 characters',
    ],
    [
      'text up to a limit',
      () => firstMessage(textUpTo(10000), letters(10001)),
      'Keep it under 10,000 characters',
    ],
  ])('%s', (_name, check, message) => {
    expect(check()).toBe(message);
  });

  it("keeps a form's own words for its limit, and passes text within it", () => {
    expect(firstMessage(textUpTo(3, 'Three letters at most'), 'four')).toBe(
      'Three letters at most',
    );
    expect(firstMessage(textUpTo(3, 'Three letters at most'), 'two')).toBeUndefined();
  });
});
