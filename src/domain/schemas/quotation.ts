import { z } from 'zod';
import { BRANCH_TYPES } from '../billing/catalogue';
import { parseNumeric } from '../billing/money';
import { GSTIN_PATTERN } from '../gst-states';
import { mobileFieldSchema, requiredText } from './common';
import { isoDateSchema } from './iso-date';

/**
 * A quotation as the original API names its fields. The server recomputes `total` from the products and
 * ignores any total a client sends; the bank is a copy of the chosen company bank.
 */

/** A number field that also accepts numeric text ('1,050'); empty text is 0; other text is refused. */
const numberField = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a number.` })
    .transform((value, ctx) => {
      const n = parseNumeric(value);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number.` });
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z
        .number()
        .min(min, { error: `${label} must be at least ${min}.` })
        .max(max, { error: `${label} must be at most ${max.toLocaleString('en-IN')}.` }),
    );

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .default('');

export const addressSchema = z.object({
  street: text('Street', 300),
  city: text('City', 100),
  state: text('State', 100),
  country: text('Country', 100),
  pincode: text('Pincode', 12),
});
export type Address = z.output<typeof addressSchema>;

export const quotationBankSchema = z.object({
  name: text('Bank name', 100),
  accNo: text('Account number', 30),
  ifsc: text('IFSC', 20),
  branch: text('Branch', 150),
  message: text('Description', 1000),
  terms: text('Terms and conditions', 4000),
});
export type QuotationBank = z.output<typeof quotationBankSchema>;

export const productLineSchema = z
  .object({
    name: requiredText('Product', 100),
    customName: text('Product name', 150),
    hsn: z
      .string({ error: 'HSN must be text.' })
      .trim()
      .regex(/^(\d{4,8})?$/, { error: 'HSN must be 4 to 8 digits.' })
      .default(''),
    qty: numberField('Quantity', 0, 10_000_000),
    unitPrice: numberField('Unit price', 0, 1_000_000_000),
    cgst: numberField('CGST %', 0, 100),
    sgst: numberField('SGST %', 0, 100),
    igst: numberField('IGST %', 0, 100),
    discount: numberField('Discount %', 0, 100),
  })
  .superRefine((line, ctx) => {
    if (line.name === 'Other' && !line.customName) {
      ctx.addIssue({ code: 'custom', path: ['customName'], message: 'Enter the product name for Other.' });
    }
  });
export type ProductLine = z.output<typeof productLineSchema>;

export const quotationInputSchema = z
  .object({
    quoteNo: requiredText('Quotation No', 30),
    name: requiredText('Receiver Company Name', 200),
    mobile: mobileFieldSchema('Lead Mobile No'),
    valid: isoDateSchema('Valid Until'),
    branchtype: z.enum(BRANCH_TYPES, { error: 'Branch Detail must be Residential or Commercial.' }),
    branch: text('Branch', 100),
    gstin: z
      .string({ error: 'GSTIN must be text.' })
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || GSTIN_PATTERN.test(v), { error: 'GSTIN must be 15 characters, like 27ABCDE1234F1Z5.' })
      .default(''),
    type: text('Type', 50),
    billing: addressSchema.default(addressSchema.parse({})),
    shipping: addressSchema.default(addressSchema.parse({})),
    bank: quotationBankSchema.default(quotationBankSchema.parse({})),
    products: z.array(productLineSchema).max(200, { error: 'A quotation can have at most 200 products.' }).default([]),
    /** The draft this form was resumed from; saving removes it. */
    draftId: z.uuid({ error: 'That draft id is not valid.' }).optional(),
  })
  .superRefine((q, ctx) => {
    // The form's required markers on the addresses.
    const need = (value: string, path: string[], message: string) => {
      if (!value) ctx.addIssue({ code: 'custom', path, message });
    };
    need(q.billing.street, ['billing', 'street'], 'Billing street is required.');
    need(q.billing.state, ['billing', 'state'], 'Billing state is required.');
    need(q.shipping.state, ['shipping', 'state'], 'Shipping state is required.');
  });
export type QuotationInput = z.input<typeof quotationInputSchema>;
export type QuotationValues = z.output<typeof quotationInputSchema>;

export const quotationTotalsSchema = z.object({
  totalAmountBeforeTax: z.number(),
  totalCGST: z.number(),
  totalSGST: z.number(),
  totalIGST: z.number(),
  grandTotal: z.number(),
});

const addressOut = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
});
const lineOut = z.object({
  name: z.string(),
  customName: z.string(),
  hsn: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  discount: z.number(),
});

export const quotationSchema = z.object({
  _id: z.string(),
  quoteNo: z.string(),
  name: z.string(),
  mobile: z.string(),
  valid: z.string(),
  /** When it was created (ISO); the list's date filter uses its date in India. */
  date: z.string(),
  branchtype: z.string(),
  branch: z.string(),
  gstin: z.string(),
  type: z.string(),
  billing: addressOut,
  shipping: addressOut,
  bank: z.object({
    name: z.string(),
    accNo: z.string(),
    ifsc: z.string(),
    branch: z.string(),
    message: z.string(),
    terms: z.string(),
  }),
  products: z.array(lineOut),
  total: quotationTotalsSchema,
  updatedAt: z.string(),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const QUOTATION_PAGE_SIZE = 10;

export const quotationListQuerySchema = z.object({
  search: z.string().trim().max(100, { error: 'Search must be at most 100 characters.' }).optional(),
  from: isoDateSchema('From date').optional(),
  to: isoDateSchema('To date').optional(),
  type: z.string().trim().max(50).optional(),
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number({ error: 'Page size must be a number.' }).int().min(1).max(100).optional(),
});
export type QuotationListQuery = z.infer<typeof quotationListQuerySchema>;

export const quotationPageSchema = z.object({
  quotations: z.array(quotationSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type QuotationPage = z.infer<typeof quotationPageSchema>;

/** The list answers an array without parameters, a page with them (both are accepted). */
export const quotationListResponseSchema = z.union([z.array(quotationSchema), quotationPageSchema]);

export const nextQuoteNoSchema = z.object({ quoteNo: z.string() });
