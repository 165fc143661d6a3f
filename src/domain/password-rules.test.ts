import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, passwordProblem } from './password-rules';

describe('password rules', () => {
  it('refuses common passwords whatever their case, with a sentence for a person', () => {
    for (const password of ['Password1', 'PASSWORD123', 'qwerty123', 'Welcome1', 'abcd1234', 'Pa$$w0rd']) {
      expect(passwordProblem(password), password).toBe(COMMON_PASSWORD_MESSAGE);
    }
  });

  it('accepts passwords that are not on the list', () => {
    for (const password of ['Kavita2026', 'Passw0rd!', 'tulsi-baug-14', 'Restart2026']) {
      expect(passwordProblem(password), password).toBeNull();
    }
  });

  it('names the length and character rules before the list', () => {
    expect(passwordProblem('abc1')).toMatch(/at least 8/);
    expect(passwordProblem('password')).toBe('Password must contain a number.');
    expect(isCommonPassword('PassWord1')).toBe(true);
  });
});
