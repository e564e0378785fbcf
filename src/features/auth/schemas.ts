import * as v from 'valibot';
import { confirmedNewPassword, displayName, RULE_MESSAGES } from '@/lib/accountRules';
import { emailAddress } from '@/lib/formRules';

/** Checked before sending, word for word: docs/PRODUCT.md, 'Forms and validation'. */
export const MESSAGES = {
  email: 'Invalid email address',
  loginPassword: 'Password must be at least 6 characters',
  name: RULE_MESSAGES.name,
  registerPassword: RULE_MESSAGES.newPassword,
  mismatch: RULE_MESSAGES.mismatch,
  terms: 'You must accept the terms and conditions',
} as const;

const email = emailAddress;

export const loginSchema = v.object({
  email,
  password: v.pipe(
    v.string(),
    v.minLength(6, MESSAGES.loginPassword),
    v.maxLength(128, RULE_MESSAGES.passwordTooLong),
  ),
  remember: v.optional(v.boolean()),
});

export const registerSchema = v.intersect([
  v.object({
    name: displayName,
    email,
    terms: v.pipe(
      v.boolean(),
      v.check((accepted) => accepted, MESSAGES.terms),
    ),
  }),
  confirmedNewPassword,
]);

export const forgotPasswordSchema = v.object({ email });

export type LoginValues = v.InferInput<typeof loginSchema>;
export type RegisterValues = v.InferInput<typeof registerSchema>;
