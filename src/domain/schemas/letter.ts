import { z } from 'zod';

/**
 * The five letters for flat buyers and the record of a letter issued to a buyer.
 * Every field is free text as the office typed it ("Demand letter fields are free text with
 * no checks"); only lengths are bounded so a stored letter stays a letter. The same schemas check a
 * letter on the server and type the editable sheets in the web app.
 */
export const LETTER_TYPES = ['demand', 'receipt', 'noc', 'cost_breakup', 'possession'] as const;
export type LetterType = (typeof LETTER_TYPES)[number];

const text = (label: string, max = 200) =>
  z.string({ error: `${label} must be text.` }).max(max, { error: `${label} must be at most ${max} characters.` });
const longText = (label: string) => text(label, 1000);

/** The developer's letterhead as printed on the letter (from the company profile, editable per letter). */
export const letterheadSchema = z.strictObject({
  name: text('Company name'),
  address: text('Office address', 600),
  phone: text('Phone', 100),
  email: text('Email', 200),
  contactPerson: text('Contact person', 100),
  /** The logo file of the company profile when the letter was written; null prints no logo. */
  logoFileId: z.uuid({ error: 'The logo id is not valid.' }).nullable(),
});
export type Letterhead = z.infer<typeof letterheadSchema>;

export const signatorySchema = z.strictObject({
  name: text('Signatory name', 100),
  title: text('Signatory title', 100),
});
export type Signatory = z.infer<typeof signatorySchema>;

const common = { letterhead: letterheadSchema, signatory: signatorySchema };

export const demandLetterFieldsSchema = z.strictObject({
  ...common,
  date: text('Date', 40),
  bankName: text('Bank name'),
  bankBranch: text('Bank branch', 400),
  subject: text('Subject', 400),
  buyer1: text('First buyer'),
  buyer2: text('Second buyer'),
  flatAddress: longText('Flat address'),
  totalConsideration: text('Total consideration', 100),
  amountPaid: text('Amount paid', 100),
  remainingAmount: text('Remaining amount', 100),
  constructionStatus: text('Construction status', 400),
  payeeName: text('Account name'),
  payeeBank: text('Payee bank'),
  payeeBranch: text('Payee branch'),
  payeeAccountNo: text('Account number', 60),
  payeeIfsc: text('IFSC', 30),
});
export type DemandLetterFields = z.infer<typeof demandLetterFieldsSchema>;

export const MAX_RECEIPT_ROWS = 20;

export const receiptPaymentRowSchema = z.strictObject({
  date: text('Payment date', 40),
  amount: text('Payment amount', 60),
  reference: text('Cheque/RTGS no.', 100),
  bank: text('Bank', 200),
});
export type ReceiptPaymentRow = z.infer<typeof receiptPaymentRowSchema>;

export const paymentReceiptFieldsSchema = z.strictObject({
  ...common,
  receiptNo: text('Receipt no.', 60),
  date: text('Date', 40),
  amount: text('Amount', 100),
  amountInWords: text('Amount in words', 400),
  propertyDescription: longText('Property description'),
  payerNames: text('Received from', 400),
  payments: z
    .array(receiptPaymentRowSchema)
    .max(MAX_RECEIPT_ROWS, { error: `A receipt can list at most ${MAX_RECEIPT_ROWS} payments.` }),
});
export type PaymentReceiptFields = z.infer<typeof paymentReceiptFieldsSchema>;

export const nocLetterFieldsSchema = z.strictObject({
  ...common,
  date: text('Date', 40),
  bankName: text('Bank name'),
  bankBranch: text('Bank branch', 400),
  buyerNames: text('Buyer names', 400),
  flatNo: text('Flat no.', 40),
  floor: text('Floor', 40),
  wing: text('Wing', 60),
  projectName: text('Project name'),
  projectAddress: longText('Project address'),
  agreementValue: text('Agreement value', 100),
  agreementDate: text('Agreement date', 40),
});
export type NocLetterFields = z.infer<typeof nocLetterFieldsSchema>;

/** The nine cost lines of the cost break-up letter, in the order they print. */
export const COST_LINE_KEYS = [
  'agreementCost',
  'gst',
  'maintenance',
  'amenities',
  'stampDuty',
  'registration',
  'liftCharges',
  'mseb',
  'waterConnection',
] as const;
export type CostLineKey = (typeof COST_LINE_KEYS)[number];

export const costBreakupFieldsSchema = z.strictObject({
  ...common,
  date: text('Date', 40),
  buyerName: text('Buyer name', 400),
  flatNo: text('Flat no.', 40),
  floor: text('Floor', 40),
  wing: text('Wing', 60),
  scheme: text('Scheme', 400),
  areaCarpet: text('Area carpet', 60),
  balconyCarpet: text('Balcony carpet', 60),
  parkingArea: text('Parking area', 60),
  // Kept as typed ("29,00,000"); the total reads only the lines that are numbers.
  agreementCost: text('Agreement cost', 40),
  gst: text('GST', 40),
  maintenance: text('Maintenance', 40),
  amenities: text('Amenities', 40),
  stampDuty: text('Stamp duty', 40),
  registration: text('Registration', 40),
  liftCharges: text('Lift charges', 40),
  mseb: text('MSEB', 40),
  waterConnection: text('Water connection', 40),
});
export type CostBreakupFields = z.infer<typeof costBreakupFieldsSchema>;

export const possessionLetterFieldsSchema = z.strictObject({
  ...common,
  possessorName: text('Possessor name'),
  fatherName: text('Father’s name'),
  flatDetails: text('Flat details', 600),
  possessionDate: text('Possession date', 40),
  description: longText('Description'),
  buyerName: text('Buyer name'),
  buyerFatherName: text('Buyer’s father’s name'),
  buyerCity: text('Buyer’s city', 200),
  witness1: text('Witness 1'),
  witness2: text('Witness 2'),
});
export type PossessionLetterFields = z.infer<typeof possessionLetterFieldsSchema>;

export interface LetterFieldsByType {
  demand: DemandLetterFields;
  receipt: PaymentReceiptFields;
  noc: NocLetterFields;
  cost_breakup: CostBreakupFields;
  possession: PossessionLetterFields;
}

export const letterFieldsSchemas = {
  demand: demandLetterFieldsSchema,
  receipt: paymentReceiptFieldsSchema,
  noc: nocLetterFieldsSchema,
  cost_breakup: costBreakupFieldsSchema,
  possession: possessionLetterFieldsSchema,
} as const satisfies { [K in LetterType]: z.ZodType<LetterFieldsByType[K]> };

const entityId = z.uuid({ error: 'Choose a flat buyer for this letter.' });

/** POST /api/letters: a letter as issued to a flat buyer; `fields` is checked by the letter's type. */
export const issueLetterInputSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('demand'), entityId, fields: demandLetterFieldsSchema }),
    z.strictObject({ type: z.literal('receipt'), entityId, fields: paymentReceiptFieldsSchema }),
    z.strictObject({ type: z.literal('noc'), entityId, fields: nocLetterFieldsSchema }),
    z.strictObject({ type: z.literal('cost_breakup'), entityId, fields: costBreakupFieldsSchema }),
    z.strictObject({ type: z.literal('possession'), entityId, fields: possessionLetterFieldsSchema }),
  ],
  { error: 'Choose a letter type from the list.' },
);
export type IssueLetterInput = z.infer<typeof issueLetterInputSchema>;

export const letterQuerySchema = z.object({
  entityId: z.uuid({ error: 'That customer id is not valid.' }).optional(),
  type: z.enum(LETTER_TYPES, { error: 'Choose a letter type from the list.' }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int({ error: 'Limit must be a whole number.' })
    .min(1, { error: 'Limit must be at least 1.' })
    .max(200, { error: 'Limit must be at most 200.' })
    .default(50),
});

/** One issued letter in a list: who it was for, what it was, who issued it and when. */
export const issuedLetterSummarySchema = z.object({
  _id: z.string(),
  type: z.enum(LETTER_TYPES),
  entity: z.object({ _id: z.string(), name: z.string() }),
  issuedBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  issuedAt: z.string(),
});
export type IssuedLetterSummary = z.infer<typeof issuedLetterSummarySchema>;

/** An issued letter with its field values exactly as issued, to reopen and reprint it. */
export const issuedLetterSchema = issuedLetterSummarySchema.extend({
  fields: z.record(z.string(), z.unknown()),
});
export type IssuedLetter = z.infer<typeof issuedLetterSchema>;
