import { z } from 'zod';
import { GSTIN_PATTERN, stateOfGstin } from '../gst-states';
import { optionalEmailSchema, optionalText, requiredText } from './common';

/** The letterhead on quotations, invoices and letters (the company profile). */
export const companyInputSchema = z
  .object({
    name: requiredText('Company name', 150),
    address: requiredText('Address', 400),
    city: optionalText('City', 100),
    state: requiredText('State', 100),
    pincode: z
      .string()
      .trim()
      .regex(/^(\d{6})?$/, { error: 'Pincode must be 6 digits.' })
      .nullish()
      .transform((v) => v || undefined),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || GSTIN_PATTERN.test(v), {
        error: 'GSTIN must be 15 characters, like 27ABCDE1234F1Z5.',
      })
      .nullish()
      .transform((v) => v || undefined),
    phone: optionalText('Phone', 30),
    email: optionalEmailSchema,
    website: optionalText('Website', 200),
    signatoryName: optionalText('Signatory name', 100),
    signatoryTitle: optionalText('Signatory title', 100),
  })
  .superRefine((value, ctx) => {
    if (value.gstin && stateOfGstin(value.gstin) && stateOfGstin(value.gstin) !== value.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `This GSTIN is registered in ${stateOfGstin(value.gstin)}, not ${value.state}.`,
      });
    }
  });
export type CompanyInput = z.input<typeof companyInputSchema>;

export const companySchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  pincode: z.string().nullable(),
  gstin: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  signatoryName: z.string().nullable(),
  signatoryTitle: z.string().nullable(),
  /** GET /api/files/:id serves it to a signed-in user. */
  logoFileId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;
