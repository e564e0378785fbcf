// @vitest-environment node
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { messageSchema } from './messageRules';

it('names the message limit the way people write it', () => {
  const tooLong = v.safeParse(messageSchema, { message: 'x'.repeat(2001) });
  expect(tooLong.issues?.[0]?.message).toBe('Keep your message under 2,000 characters');
  expect(v.safeParse(messageSchema, { message: 'x'.repeat(2000) }).success).toBe(true);
});
