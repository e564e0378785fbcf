// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema, MESSAGES, registerSchema } from './schemas';

function fieldMessages(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
}

const validRegistration = {
  name: 'Mai',
  email: 'mai@example.com',
  password: 'Lanterns-42',
  password_confirmation: 'Lanterns-42',
  terms: true,
};

describe('the sign-in rules', () => {
  it('accepts a valid email and a 6-character password, remember optional', () => {
    expect(v.safeParse(loginSchema, { email: 'a@b.co', password: '123456' }).success).toBe(true);
    expect(
      v.safeParse(loginSchema, { email: 'a@b.co', password: '123456', remember: true }).success,
    ).toBe(true);
  });

  it('says "Invalid email address" and "Password must be at least 6 characters"', () => {
    expect(fieldMessages(loginSchema, { email: 'nope', password: '12345' })).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });
});

describe('the sign-up rules', () => {
  it('accepts a complete registration', () => {
    expect(v.safeParse(registerSchema, validRegistration).success).toBe(true);
  });

  it.each([
    ['name', { name: 'M' }, MESSAGES.name],
    ['email', { email: 'mai@' }, MESSAGES.email],
    ['password', { password: 'short', password_confirmation: 'short' }, MESSAGES.registerPassword],
    ['password_confirmation', { password_confirmation: 'Lanterns-43' }, "Passwords don't match"],
    ['terms', { terms: false }, 'You must accept the terms and conditions'],
  ])('puts the %s message on its field', (field, change, message) => {
    expect(fieldMessages(registerSchema, { ...validRegistration, ...change })).toEqual({
      [field]: [message],
    });
  });

  it('counts a name of spaces as empty', () => {
    expect(fieldMessages(registerSchema, { ...validRegistration, name: '   ' })).toEqual({
      name: [MESSAGES.name],
    });
  });

  it('keeps names and passwords within what the contract accepts', () => {
    expect(
      fieldMessages(registerSchema, {
        ...validRegistration,
        name: 'N'.repeat(101),
        password: 'p'.repeat(129),
        password_confirmation: 'p'.repeat(129),
      }),
    ).toEqual({
      name: ['Name must be at most 100 characters'],
      password: ['Password must be at most 128 characters'],
    });
  });
});
