import { z } from 'zod';
import { optionalEmailSchema, optionalMobileSchema, optionalPanSchema, optionalText, requiredText } from './common';

/** People around a flat buyer: co-applicants on the agreement and family contacts. */
export const CONTACT_KINDS = ['co_applicant', 'family'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  co_applicant: 'Co-applicant',
  family: 'Family contact',
};

export const RELATIONS = ['Spouse', 'Father', 'Mother', 'Son', 'Daughter', 'Brother', 'Sister', 'Other'] as const;

/** POST /api/customerContact/ and PUT /api/customerContact/:id. */
export const customerContactInputSchema = z.object({
  entityId: z.uuid({ error: 'Choose the flat buyer.' }),
  kind: z.enum(CONTACT_KINDS, { error: 'Kind must be co_applicant or family.' }),
  name: requiredText('Name', 150),
  relation: z.enum(RELATIONS, { error: 'Choose a relation from the list.' }),
  mobile: optionalMobileSchema,
  email: optionalEmailSchema,
  pan: optionalPanSchema,
  address: optionalText('Address', 500),
});
export type CustomerContactInput = z.input<typeof customerContactInputSchema>;

export const customerContactSchema = z.object({
  _id: z.string(),
  entityId: z.string(),
  kind: z.enum(CONTACT_KINDS),
  name: z.string(),
  relation: z.enum(RELATIONS),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  pan: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

export const customerContactQuerySchema = z.object({
  entityId: z.uuid({ error: 'That entity id is not valid.' }),
});

export const customerContactListSchema = z.object({ contacts: z.array(customerContactSchema) });
