import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit';
import { emailSchema, MOBILE_MESSAGE, normaliseIndianMobile } from './common';
import { isoDateSchema } from './iso-date';

/**
 * A person is found by what they would tell us: their mobile, their email, or both. The same
 * fields find, export and erase, so the screen sends back exactly what it looked up.
 */
const personFields = {
  mobile: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const mobile = normaliseIndianMobile(v);
      if (mobile) return mobile;
      ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
      return z.NEVER;
    }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      if (emailSchema.safeParse(v).success) return v;
      ctx.addIssue({ code: 'custom', message: 'Enter a valid email address.' });
      return z.NEVER;
    }),
};
const namesSomeone = (q: { mobile?: string | undefined; email?: string | undefined }) =>
  Boolean(q.mobile) || Boolean(q.email);
const NAME_SOMEONE = { error: 'Enter the mobile or the email of the person.', path: ['mobile'] };

export const personQuerySchema = z.object(personFields).refine(namesSomeone, NAME_SOMEONE);
export type PersonQuery = z.infer<typeof personQuerySchema>;

/** POST /api/person-data/erase: the person, and a tick that the confirmation was read. */
export const personEraseSchema = z
  .object({
    ...personFields,
    confirm: z.literal(true, { error: 'Confirm the erasure: tick that you have read what will go.' }),
  })
  .refine(namesSomeone, NAME_SOMEONE);
export type PersonErase = z.infer<typeof personEraseSchema>;

/** Why a record stays after an erasure: the law (or the booking) that makes us keep it. */
export const KEEP_REASONS = {
  booking:
    'A booked enquiry is the record of a sale: it stays with the booking’s receipts as books of account, six years from the end of the assessment year (Income-tax Act s.44AA, Rule 6F). The DPDP Act s.8(7) and s.12(3) let us keep what another law requires.',
  invoice:
    'A tax invoice is kept for 72 months from the due date of the annual return of its year (CGST Act s.35–36); the buyer’s name, address, mobile and GSTIN are part of it.',
  buyer:
    'A flat buyer’s record holds the payments received and the documents of the sale: receipts are books of account (CGST Act s.36; Income-tax Act s.44AA) and stay while the relationship lasts and after it for as long as those require.',
  sale: 'A booking is the record of a sale: its schedule, demands, receipts, their PDF letters and the SMS and emails about them are books of account, kept six years from the end of the assessment year (Income-tax Act s.44AA, Rule 6F; CGST Act s.36), and the agreement names every applicant. The DPDP Act s.8(7) and s.12(3) let us keep what another law requires.',
  kyc: 'KYC documents of a customer are kept while the relationship lasts and, where the PMLA applies to the sale, five years after it ends (PMLA s.12); the DPDP Act s.8(7) lets us keep what another law requires.',
} as const;
export type KeepReason = keyof typeof KEEP_REASONS;

const leadHeld = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  project: z.string().nullable(),
  source: z.string().nullable(),
  createdAt: z.string(),
  inRecycleBin: z.boolean(),
  /** Booked leads are kept (KEEP_REASONS.booking); the others are erased. */
  kept: z.boolean(),
});

/** Kinds of record exported (one JSON file each in the ZIP) and counted on the screen. */
export const PERSON_RECORD_KINDS = {
  leads: 'Leads',
  activities: 'Timeline entries',
  followUps: 'Follow-ups',
  siteVisits: 'Site visits',
  calls: 'Calls',
  recordings: 'Call recordings',
  messages: 'Campaign messages (SMS, email and WhatsApp)',
  whatsapp: 'WhatsApp messages (both ways)',
  consents: 'Opt-in record (WhatsApp, SMS, email)',
  messagePreferences: 'Messaging consent (opt-outs, DND)',
  inboundEvents: 'Enquiries from portals, ads and the website',
  importRows: 'Lines of lead imports',
  tasks: 'Tasks about their leads',
  contacts: 'Sales contacts',
  emails: 'Emails from the outbox',
  bookings: 'Bookings (applicant or co-applicant)',
  demands: 'Demands on their bookings',
  receipts: 'Receipts on their bookings',
  letters: 'Demand letters and receipts (PDF)',
  noticeSms: 'Demand and reminder SMS',
  flatBuyers: 'Flat buyers (Entity Manager)',
  payments: 'Flat buyer payments',
  customers: 'Customer Management records',
  documents: 'KYC and other documents',
  quotations: 'Quotations',
  invoices: 'Tax invoices',
} as const;
export type PersonRecordKind = keyof typeof PERSON_RECORD_KINDS;

export const keptRecordSchema = z.object({
  kind: z.enum(Object.keys(KEEP_REASONS) as [KeepReason, ...KeepReason[]]),
  /** Which record, as a person names it: "Invoice SH/2026-27/0004", "Booking BK-2026-0007, Sahyadri Heights A-1203". */
  label: z.string(),
  reason: z.string(),
});

/** GET /api/person-data: what is held about the person, what an erasure removes and what it keeps. */
export const personSummarySchema = z.object({
  leads: z.array(leadHeld),
  counts: z.record(z.string(), z.number().int()),
  kept: z.array(keptRecordSchema),
  /** How many leads and other records an erasure would clear now (0: everything must be kept). */
  erasable: z.number().int(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const personEraseResultSchema = z.object({
  erased: z.record(z.string(), z.number().int()),
  kept: z.array(keptRecordSchema),
  filesDeleted: z.number().int(),
});
export type PersonEraseResult = z.infer<typeof personEraseResultSchema>;

/** The audit log's filters as the screen keeps them in its URL; the API adds the from ≤ to rule. */
export const auditLogFilterSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: isoDateSchema('From').optional(),
  to: isoDateSchema('To').optional(),
});

/** GET /api/audit-log: newest first; dates are India days, both inclusive. */
export const auditLogQuerySchema = auditLogFilterSchema.refine((q) => !q.from || !q.to || q.from <= q.to, {
  error: 'From must be on or before To.',
  path: ['to'],
});

export const auditLogSchema = z.object({
  entries: z.array(
    z.object({
      _id: z.string(),
      at: z.string(),
      actor: z.object({ _id: z.string().nullable(), name: z.string() }),
      action: z.enum(AUDIT_ACTIONS),
      subjectKind: z.string(),
      subjectId: z.string().nullable(),
      summary: z.string(),
      ip: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const AUDIT_ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  'backup.download': 'Backup downloaded',
  'backup.run': 'Backup run',
  'person.export': 'Personal data exported',
  'person.erase': 'Personal data erased',
};

/** GET /api/lead/:id/consent-source: the lead's messaging consent beside where it came from. */
export const consentSourceSchema = z.object({
  consent: z.object({
    emailOptOut: z.boolean(),
    smsOptOut: z.boolean(),
    dnd: z.boolean(),
    /** How the flags were last set: manual, link (unsubscribe), stop (an SMS reply), import… */
    setBy: z.string().nullable(),
    updatedAt: z.string().nullable(),
    /** WhatsApp (decision 214): the latest entry of the opt-in record; null when there is none. */
    whatsapp: z
      .object({
        event: z.enum(['opt_in', 'opt_out']),
        /** How, in words: "Said so on a call", "Replied STOP"… */
        how: z.string(),
        by: z.string().nullable(),
        at: z.string(),
      })
      .nullable(),
  }),
  source: z.object({
    name: z.string().nullable(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    /** The lead import that made it: file name and when it ran. */
    importFile: z.object({ name: z.string(), at: z.string() }).nullable(),
    /** Enquiries from portals, ad forms and the website form: the first made the lead, later ones are re-enquiries. */
    enquiries: z.array(z.object({ origin: z.string(), receivedAt: z.string(), result: z.string(), made: z.boolean() })),
    /** Made from a sales contact (a broker's referral, a neighbour…). */
    fromContact: z.string().nullable(),
  }),
});
export type ConsentSource = z.infer<typeof consentSourceSchema>;
