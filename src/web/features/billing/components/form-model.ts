import { z } from 'zod';
import { DEFAULT_BRANCH_TYPE } from '../../../../domain/billing/catalogue';
import { type Quotation, type QuotationInput, quotationInputSchema } from '../../../../domain/schemas/quotation';

/**
 * The quotation form's values. Number fields stay text while typed (unit price and
 * discount are free inputs), so totals treat non-numeric text as 0 and the server has the final say.
 */
export interface AddressValues {
  street: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
}

export interface ProductRowValues {
  name: string;
  customName: string;
  hsn: string;
  qty: string;
  unitPrice: string;
  cgst: string;
  sgst: string;
  igst: string;
  discount: string;
}

export interface QuotationFormValues {
  quoteNo: string;
  name: string;
  mobile: string;
  valid: string;
  branchtype: string;
  branch: string;
  gstin: string;
  type: string;
  billing: AddressValues;
  shipping: AddressValues;
  sameAsBilling: boolean;
  bank: { name: string; accNo: string; ifsc: string; branch: string; message: string; terms: string };
  products: ProductRowValues[];
}

export type FormMode = 'create' | 'edit';

const emptyAddress = (): AddressValues => ({ street: '', city: '', state: '', country: 'India', pincode: '' });

/** A new row on create is qty 1, price 0, cgst/sgst/igst 1, discount 0; on edit the taxes are 0. */
export function newProductRow(mode: FormMode): ProductRowValues {
  const tax = mode === 'create' ? '1' : '0';
  return {
    name: '',
    customName: '',
    hsn: '',
    qty: '1',
    unitPrice: '0',
    cgst: tax,
    sgst: tax,
    igst: tax,
    discount: '0',
  };
}

export function emptyQuotation(): QuotationFormValues {
  return {
    quoteNo: '',
    name: '',
    mobile: '',
    valid: '',
    branchtype: DEFAULT_BRANCH_TYPE,
    branch: '',
    gstin: '',
    type: '',
    billing: emptyAddress(),
    shipping: emptyAddress(),
    sameAsBilling: false,
    bank: { name: '', accNo: '', ifsc: '', branch: '', message: '', terms: '' },
    products: [newProductRow('create')],
  };
}

const sameAddress = (a: AddressValues, b: AddressValues) =>
  (Object.keys(a) as (keyof AddressValues)[]).every((k) => a[k] === b[k]);

export function toFormValues(q: Quotation): QuotationFormValues {
  return {
    quoteNo: q.quoteNo,
    name: q.name,
    mobile: q.mobile,
    valid: q.valid,
    branchtype: q.branchtype,
    branch: q.branch,
    gstin: q.gstin,
    type: q.type,
    billing: { ...q.billing },
    shipping: { ...q.shipping },
    sameAsBilling: q.billing.street !== '' && sameAddress(q.billing, q.shipping),
    bank: { ...q.bank },
    products: q.products.map((p) => ({
      name: p.name,
      customName: p.customName,
      hsn: p.hsn,
      qty: String(p.qty),
      unitPrice: String(p.unitPrice),
      cgst: String(p.cgst),
      sgst: String(p.sgst),
      igst: String(p.igst),
      discount: String(p.discount),
    })),
  };
}

/** A draft's stored values, filled out with defaults where the draft is older or partial. */
export function fromDraft(data: Record<string, unknown>): QuotationFormValues {
  const base = emptyQuotation();
  const merged = { ...base, ...(data as Partial<QuotationFormValues>) };
  return {
    ...merged,
    billing: { ...base.billing, ...(merged.billing ?? {}) },
    shipping: { ...base.shipping, ...(merged.shipping ?? {}) },
    bank: { ...base.bank, ...(merged.bank ?? {}) },
    products: Array.isArray(merged.products) ? merged.products.map((p) => ({ ...newProductRow('edit'), ...p })) : [],
  };
}

/** The body the API takes; shipping is the billing address while 'Same as billing address' is ticked. */
export function toInput(values: QuotationFormValues, draftId: string | null): QuotationInput {
  const { sameAsBilling, ...rest } = values;
  return {
    ...rest,
    // The schema says which branch types exist; an odd value is refused there with a message.
    branchtype: rest.branchtype as QuotationInput['branchtype'],
    shipping: sameAsBilling ? { ...values.billing } : values.shipping,
    ...(draftId ? { draftId } : {}),
  };
}

/**
 * What the form's resolver checks: the values as the API will receive them, against the API's own
 * schema, so the form and the server cannot disagree and every bad field is marked on the first submit.
 */
export const quotationFormSchema = z
  .custom<QuotationFormValues>()
  .transform((values) => toInput(values, null))
  .pipe(quotationInputSchema);
