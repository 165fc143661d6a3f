import { z } from 'zod';
import { GSTIN_PATTERN } from '../gst-states';
import {
  numberError,
  optionalEmailSchema,
  optionalMobileSchema,
  optionalPanSchema,
  optionalText,
  requiredText,
} from './common';
import { fileRefSchema } from './document';
import { rupeesSchema } from './entity-payment';
import { historyRowSchema } from './history';

/** The parties the company deals with. The API spells them in snake_case. */
export const ENTITY_TYPES = ['customer', 'land_owner', 'channel_partner', 'contractor', 'other'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  customer: 'Flat buyer',
  land_owner: 'Land owner',
  channel_partner: 'Channel partner',
  contractor: 'Contractor',
  other: 'Other',
};

const optionalUpper = (label: string, pattern: RegExp, example: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || pattern.test(v), { error: `${label} must look like ${example}.` })
    .optional()
    .nullable()
    .transform((v) => v || undefined);

/**
 * Add or edit an entity. The flat fields (project … agreementValue) belong to a flat buyer;
 * agreementValue may also be the contract value of a land owner or contractor.
 */
export const entityInputSchema = z
  .object({
    type: z.enum(ENTITY_TYPES, { error: 'Choose a type from the list.' }),
    name: requiredText('Name', 150),
    mobile: optionalMobileSchema,
    email: optionalEmailSchema,
    pan: optionalPanSchema,
    gstin: optionalUpper('GSTIN', GSTIN_PATTERN, '27ABCDE1234F1Z5'),
    address: optionalText('Address', 500),
    project: optionalText('Project', 150),
    wing: optionalText('Wing', 20),
    flatNo: optionalText('Flat number', 20),
    floor: optionalText('Floor', 20),
    carpetArea: z
      .number({ error: numberError('Carpet area') })
      .positive({ error: 'Carpet area must be more than 0.' })
      .max(1_000_000, { error: 'Carpet area is too large.' })
      .optional()
      .nullable()
      .transform((v) => v ?? undefined),
    agreementValue: rupeesSchema('Agreement value')
      .optional()
      .nullable()
      .transform((v) => v ?? undefined),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'customer') return;
    // A flat buyer without a project and flat cannot receive letters or a demand.
    if (!value.project)
      ctx.addIssue({ code: 'custom', path: ['project'], message: 'Project is required for a flat buyer.' });
    if (!value.flatNo)
      ctx.addIssue({ code: 'custom', path: ['flatNo'], message: 'Flat number is required for a flat buyer.' });
  });
export type EntityInput = z.input<typeof entityInputSchema>;

export const entitySchema = z.object({
  _id: z.string(),
  type: z.enum(ENTITY_TYPES),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  pan: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  project: z.string().nullable(),
  wing: z.string().nullable(),
  flatNo: z.string().nullable(),
  floor: z.string().nullable(),
  /** Square feet. */
  carpetArea: z.number().nullable(),
  /** Rupees. */
  agreementValue: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Entity = z.infer<typeof entitySchema>;

export const entityQuerySchema = z.object({
  type: z.enum(ENTITY_TYPES, { error: 'Choose a type from the list.' }).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const entityListSchema = z.object({
  entities: z.array(entitySchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  /** How many entities of each type (for the tabs), ignoring the type filter. */
  counts: z.record(z.string(), z.number()),
});
export type EntityList = z.infer<typeof entityListSchema>;

/** Documents kept on an entity; the KYC kinds are stored as audited KYC files. */
export const ENTITY_DOCUMENT_KINDS = [
  'PAN card',
  'Aadhaar card',
  'Passport',
  'Photo',
  'Agreement',
  'Allotment letter',
  'Receipt',
  'Other',
] as const;
export type EntityDocumentKind = (typeof ENTITY_DOCUMENT_KINDS)[number];
export const KYC_DOCUMENT_KINDS: readonly EntityDocumentKind[] = ['PAN card', 'Aadhaar card', 'Passport', 'Photo'];

/** The text fields of POST /api/entities/:id/add-document (the file travels as `file`). */
export const entityDocumentInputSchema = z.object({
  kind: z.enum(ENTITY_DOCUMENT_KINDS, { error: 'Choose a document kind from the list.' }),
  title: optionalText('Title', 200),
});

export const entityDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(ENTITY_DOCUMENT_KINDS),
  title: z.string().nullable(),
  file: fileRefSchema,
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type EntityDocument = z.infer<typeof entityDocumentSchema>;

export const entityDetailSchema = entitySchema.extend({ documents: z.array(entityDocumentSchema) });
export type EntityDetail = z.infer<typeof entityDetailSchema>;

export const HISTORY_ACTIONS = [
  'created',
  'updated',
  'payment_added',
  'payment_updated',
  'payment_deleted',
  'document_added',
  'document_deleted',
  'contact_added',
  'contact_updated',
  'contact_deleted',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const entityHistorySchema = historyRowSchema(HISTORY_ACTIONS);
export type EntityHistoryRow = z.infer<typeof entityHistorySchema>;

export const entityHistoryListSchema = z.object({ history: z.array(entityHistorySchema) });
