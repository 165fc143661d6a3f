import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../password-rules';
import { emailSchema, mobileSchema } from './common';
import { memberUpdateSchema } from './team';

describe('shared field rules', () => {
  it('normalises Indian mobiles and refuses the rest', () => {
    expect(mobileSchema.parse('+91 98220-12345')).toBe('9822012345');
    expect(mobileSchema.parse('919822012345')).toBe('9822012345');
    expect(mobileSchema.safeParse('5822012345').success).toBe(false);
    expect(mobileSchema.safeParse('98220123').success).toBe(false);
  });

  it('lower-cases and trims emails', () => {
    expect(emailSchema.parse('  Asha@Example.IN ')).toBe('asha@example.in');
    expect(emailSchema.safeParse('asha@').success).toBe(false);
  });

  it('names the failing password rule', () => {
    expect(passwordProblem('Ab1')).toMatch(/at least 8/);
    expect(passwordProblem('abcdefgh')).toMatch(/number/);
    expect(passwordProblem('12345678')).toMatch(/letter/);
    expect(passwordProblem('Kavita2026')).toBeNull();
  });

  it('leaves omitted ids alone on update and clears them with an empty string', () => {
    expect(memberUpdateSchema.parse({ name: 'A' }).branchId).toBeUndefined();
    expect(memberUpdateSchema.parse({ branchId: '' }).branchId).toBeNull();
  });
});
