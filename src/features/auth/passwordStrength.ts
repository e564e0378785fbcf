export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

const TESTS: Array<(password: string) => boolean> = [
  (password) => password.length >= 8,
  (password) => /[A-Z]/.test(password),
  (password) => /[a-z]/.test(password),
  (password) => /\d/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

/** How many of the five tests pass; 2 or fewer is weak, 3 fair, 4 good, 5 strong. */
export function passwordStrength(password: string): { score: number; level: StrengthLevel } {
  const score = TESTS.filter((test) => test(password)).length;
  const level: StrengthLevel =
    score <= 2 ? 'weak' : score === 3 ? 'fair' : score === 4 ? 'good' : 'strong';
  return { score, level };
}
