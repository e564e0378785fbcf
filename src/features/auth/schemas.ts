import * as v from 'valibot';

/** SPEC §5, word for word: what the forms check before anything is sent. */
export const MESSAGES = {
  email: 'Invalid email address',
  loginPassword: 'Password must be at least 6 characters',
  name: 'Name must be at least 2 characters',
  registerPassword: 'Password must be at least 8 characters',
  mismatch: "Passwords don't match",
  terms: 'You must accept the terms and conditions',
} as const;

const email = v.pipe(v.string(), v.trim(), v.email(MESSAGES.email));

export const loginSchema = v.object({
  email,
  password: v.pipe(v.string(), v.minLength(6, MESSAGES.loginPassword)),
  remember: v.optional(v.boolean()),
});

export const registerSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(2, MESSAGES.name)),
    email,
    password: v.pipe(v.string(), v.minLength(8, MESSAGES.registerPassword)),
    password_confirmation: v.string(),
    terms: v.pipe(
      v.boolean(),
      v.check((accepted) => accepted, MESSAGES.terms),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      MESSAGES.mismatch,
    ),
    ['password_confirmation'],
  ),
);

export const forgotPasswordSchema = v.object({ email });

export type LoginValues = v.InferInput<typeof loginSchema>;
export type RegisterValues = v.InferInput<typeof registerSchema>;
