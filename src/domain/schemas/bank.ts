import { z } from 'zod';
import { optionalText, requiredText } from './common';

/** IFSC: 4 letters (bank), 0, 6 letters or digits (branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * A company bank account. Field names are the quotation bank's (name, accNo, ifsc,
 * branch, message, terms) plus accountHolder.
 */
export const bankInputSchema = z.object({
  name: requiredText('Bank name', 100),
  accountHolder: requiredText('Account holder', 150),
  accNo: z
    .string({ error: 'Account number is required.' })
    .trim()
    .regex(/^\d{9,18}$/, { error: 'Account number must be 9 to 18 digits.' }),
  ifsc: z
    .string({ error: 'IFSC is required.' })
    .trim()
    .toUpperCase()
    .regex(IFSC_PATTERN, { error: 'IFSC must be 11 characters like SBIN0001234 (fifth character 0).' }),
  branch: optionalText('Branch', 150),
  /** Printed on quotations under the bank details. */
  message: optionalText('Description', 1000),
  terms: optionalText('Terms and conditions', 4000),
});
export type BankInput = z.input<typeof bankInputSchema>;

export const bankSchema = z.object({
  _id: z.string(),
  name: z.string(),
  accountHolder: z.string(),
  accNo: z.string(),
  ifsc: z.string(),
  branch: z.string().nullable(),
  message: z.string().nullable(),
  terms: z.string().nullable(),
  createdAt: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;
