import { z } from 'zod';
import { GST_STATE_NAMES, GSTIN_PATTERN, stateOfGstin } from '../gst-states';
import { IFSC_PATTERN } from './bank';
import { mobileSchema, optionalEmailSchema, optionalText, requiredText } from './common';

const blankToUndefined = <T>(v: T | '' | null | undefined) => (v === '' || v == null ? undefined : v);

/** POST /api/suppliers/add and PUT /api/suppliers/update/:id. */
export const supplierInputSchema = z
  .object({
    name: requiredText('Supplier name', 150),
    contactPerson: optionalText('Contact person', 150),
    mobile: mobileSchema,
    email: optionalEmailSchema,
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || GSTIN_PATTERN.test(v), { error: 'GSTIN must be 15 characters, like 27ABCDE1234F1Z5.' })
      .optional()
      .nullable()
      .transform(blankToUndefined),
    address: optionalText('Address', 500),
    /** Decides CGST+SGST or IGST on its bills. */
    state: z
      .string({ error: 'State is required.' })
      .trim()
      .refine((v) => GST_STATE_NAMES.includes(v), {
        error: 'Choose the state from the list.',
      }),
    bankName: optionalText('Bank name', 100),
    accNo: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{9,18}$/.test(v), { error: 'Account number must be 9 to 18 digits.' })
      .optional()
      .nullable()
      .transform(blankToUndefined),
    ifsc: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || IFSC_PATTERN.test(v), { error: 'IFSC must be 11 characters like SBIN0001234.' })
      .optional()
      .nullable()
      .transform(blankToUndefined),
    bankBranch: optionalText('Bank branch', 150),
  })
  .superRefine((value, ctx) => {
    const gstState = value.gstin ? stateOfGstin(value.gstin) : null;
    if (gstState && gstState !== value.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `This GSTIN is registered in ${gstState}, not ${value.state}.`,
      });
    }
  });
export type SupplierInput = z.input<typeof supplierInputSchema>;

export const supplierSchema = z.object({
  _id: z.string(),
  name: z.string(),
  contactPerson: z.string().nullable(),
  mobile: z.string(),
  email: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string(),
  bankName: z.string().nullable(),
  accNo: z.string().nullable(),
  ifsc: z.string().nullable(),
  bankBranch: z.string().nullable(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierListSchema = z.object({ suppliers: z.array(supplierSchema) });
