import { z } from 'zod';
import { requiredText } from './common';
import { fileRefSchema } from './document';

export const CUSTOMER_TYPES = ['Residential', 'Commercial'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Sub-types follow the type; 'All' in the filter offers none. */
export const SUB_TYPES: Record<CustomerType, readonly string[]> = {
  Residential: ['1BHK', '2BHK', '3BHK', '4BHK'],
  Commercial: ['Offices', 'Shops'],
};

export function subTypesFor(type: string | null | undefined): readonly string[] {
  return type && type in SUB_TYPES ? SUB_TYPES[type as CustomerType] : [];
}

export const CONTACT_MESSAGE = 'Contact must start with 91 and be followed by 10 digits';
export const CONTACT_PREFIX = '91';

/**
 * What the contact field keeps while typing: digits only, forced to begin with 91, at
 * most 12 characters. A number typed or pasted without the prefix gets it.
 */
export function customerContactInput(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (CONTACT_PREFIX.startsWith(digits)) return CONTACT_PREFIX;
  const prefixed = digits.startsWith(CONTACT_PREFIX) ? digits : `${CONTACT_PREFIX}${digits}`;
  return prefixed.slice(0, 12);
}

/** The text fields of the customer form (multipart; files travel beside them). */
export const customerPropertyInputSchema = z
  .object({
    ownerName: requiredText('Owner name', 150),
    address: requiredText('Address', 500),
    contact: z
      .string({ error: 'Contact is required.' })
      .trim()
      .min(1, { error: 'Contact is required.' })
      .regex(/^91\d{10}$/, { error: CONTACT_MESSAGE }),
    type: z.enum(CUSTOMER_TYPES, { error: 'Type must be Residential or Commercial.' }),
    subType: z.string({ error: 'Sub-type is required.' }).trim().min(1, { error: 'Sub-type is required.' }),
    projectName: requiredText('Project name', 150),
  })
  .superRefine((value, ctx) => {
    const allowed = SUB_TYPES[value.type];
    if (allowed && !allowed.includes(value.subType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subType'],
        message: `Choose a sub-type of a ${value.type} property from the list.`,
      });
    }
  });
export type CustomerPropertyInput = z.input<typeof customerPropertyInputSchema>;

/** Files of the customer form; the spec's documents {profile, aadharCard, panCard, lightBill, otherDocs}. */
export const CUSTOMER_FILE_FIELDS = ['profile', 'aadharCard', 'panCard', 'lightBill'] as const;
export type CustomerFileField = (typeof CUSTOMER_FILE_FIELDS)[number];

export const customerPropertySchema = z.object({
  _id: z.string(),
  ownerName: z.string(),
  address: z.string(),
  contact: z.string(),
  type: z.enum(CUSTOMER_TYPES),
  subType: z.string(),
  projectName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  documents: z.object({
    profile: fileRefSchema.nullable(),
    aadharCard: fileRefSchema.nullable(),
    panCard: fileRefSchema.nullable(),
    lightBill: fileRefSchema.nullable(),
    otherDocs: z.array(fileRefSchema.extend({ uploadedAt: z.string() })),
  }),
});
export type CustomerProperty = z.infer<typeof customerPropertySchema>;

export const customerQuerySchema = z.object({
  type: z.enum(CUSTOMER_TYPES).optional(),
  subType: z.string().trim().max(20).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const customerListSchema = z.object({
  data: z.array(customerPropertySchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
