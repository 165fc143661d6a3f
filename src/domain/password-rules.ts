import { COMMON_PASSWORDS_TEXT } from './common-passwords';

/**
 * The server decides the password rules and names the one that failed. Kept in domain so
 * the screens can show the same rules as hints; the server is still the only judge.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose a less common one, for example a few unrelated words.';

let common: ReadonlySet<string> | null = null;

/** True for a password on the common-password list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));
  return common.has(password.toLowerCase());
}

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (!/[A-Za-z]/.test(password)) return 'Password must contain a letter.';
  if (!/\d/.test(password)) return 'Password must contain a number.';
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
