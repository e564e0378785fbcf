import * as v from 'valibot';

/** Rules shared by every form that sets a name or a password, with its exact messages. */
export const RULE_MESSAGES = {
  name: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  newPassword: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  mismatch: "Passwords don't match",
} as const;

export const displayName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(2, RULE_MESSAGES.name),
  v.maxLength(100, RULE_MESSAGES.nameTooLong),
);

export const newPassword = v.pipe(
  v.string(),
  v.minLength(8, RULE_MESSAGES.newPassword),
  v.maxLength(128, RULE_MESSAGES.passwordTooLong),
);

/**
 * A new password typed twice, as every form that sets one asks for it (with its own fields beside,
 * through v.intersect): the confirmation must equal the password, said on the confirmation field.
 */
export const confirmedNewPassword = v.pipe(
  v.object({ password: newPassword, password_confirmation: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      RULE_MESSAGES.mismatch,
    ),
    ['password_confirmation'],
  ),
);
