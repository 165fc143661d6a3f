import { z } from 'zod';
import {
  mobileSchema,
  optionalEmailSchema,
  optionalMobileSchema,
  optionalRefSchema,
  optionalText,
  refSchema,
  requiredText,
} from './common';
import { leadOptionsSchema } from './lead';
import { assignToMemberSchema } from './team';

/**
 * Contacts of the sales side (spec route `contact`, decision 052): people who bring or may become
 * buyers but are not leads yet. Not Important Contacts (the administrators' own directory) and not
 * the Entity Manager's customer contacts (co-applicants and family of a buyer).
 */
export const SALES_CONTACT_KINDS = ['channel_partner', 'broker', 'referrer', 'neighbour', 'vendor', 'other'] as const;
export type SalesContactKind = (typeof SALES_CONTACT_KINDS)[number];

export const salesContactKindLabels: Record<SalesContactKind, string> = {
  channel_partner: 'Channel partner',
  broker: 'Broker',
  referrer: 'Referrer',
  neighbour: 'Site neighbour',
  vendor: 'Vendor',
  other: 'Other',
};

const kindSchema = z.enum(SALES_CONTACT_KINDS, { error: 'Choose a kind from the list.' });

/**
 * POST createContact and PUT updateContact/:id. The record getContactById returned is accepted back
 * as it is: `assignedTo` as its `{ _id, name }`, optional fields as null, read-only fields ignored.
 */
export const contactInputSchema = z
  .object({
    name: requiredText('Name', 150),
    mobile: mobileSchema,
    alternateMobile: optionalMobileSchema,
    email: optionalEmailSchema,
    company: optionalText('Company', 150),
    kind: kindSchema,
    city: optionalText('City', 100),
    notes: optionalText('Notes', 2000),
    assignedTo: optionalRefSchema('Assigned to'),
  })
  .transform(({ assignedTo, ...rest }) => ({ ...rest, assignedTo: assignedTo ?? undefined }));
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

const ref = z.object({ _id: z.string(), name: z.string() }).nullable();

export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string(),
  alternateMobile: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  kind: kindSchema,
  city: z.string().nullable(),
  notes: z.string().nullable(),
  assignedTo: ref,
  /** The lead this contact became (convertToLead); null until then, or after that lead was purged. */
  convertedLead: ref,
  convertedAt: z.string().nullable(),
  createdBy: ref,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** GET getAllContacts: fragments of name, mobile (any written form), email or company; kind; assignee. */
export const contactQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  kind: kindSchema.optional(),
  /** A member's id, or 'unassigned'. */
  assignedTo: z.union([z.literal('unassigned'), z.uuid({ error: 'Assigned to is not valid.' })]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ContactQuery = z.input<typeof contactQuerySchema>;

export const contactListSchema = z.object({
  contacts: z.array(contactSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type ContactList = z.infer<typeof contactListSchema>;

export const contactAssignSchema = assignToMemberSchema.extend({
  contactIds: z
    .array(z.uuid({ error: 'A contact id is not valid.' }), { error: 'Choose at least one contact.' })
    .min(1, { error: 'Choose at least one contact.' })
    .max(500, { error: 'Choose at most 500 contacts at a time.' }),
});
export type ContactAssignInput = z.input<typeof contactAssignSchema>;

/** POST convertToLead/:id: the lead takes the contact's name, mobile, email and assignee; these come from the dialog. */
export const contactConvertSchema = z.object({
  sourceId: refSchema('Source'),
  branchId: optionalRefSchema('Branch').transform((v) => v ?? undefined),
});
export type ContactConvertInput = z.input<typeof contactConvertSchema>;

/** Pickers of the contact screens: the lead form's own (assignable members, sources, branches). */
export const contactOptionsSchema = leadOptionsSchema;
