import { describe, expect, it } from 'vitest';
import { emptyQuotation, newProductRow, quotationFormSchema, toInput } from './form-model';

const filled = () => {
  const values = emptyQuotation();
  values.quoteNo = '26-27/001';
  values.name = 'Rahul Traders';
  values.mobile = '+91 98220 12345';
  values.valid = '2026-12-31';
  values.billing = { street: 'FC Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004' };
  values.products = [{ ...newProductRow('create'), name: 'Cement', qty: '1,050', unitPrice: '350' }];
  return values;
};

describe('the quotation form model', () => {
  it('marks every required field of an empty form at once, under the form’s own field names', () => {
    const result = quotationFormSchema.safeParse(emptyQuotation());
    expect(result.success).toBe(false);
    // The form shows the first message of each field, as the resolver does.
    const fields: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
    expect(fields).toMatchObject({
      quoteNo: 'Quotation No is required.',
      name: 'Receiver Company Name is required.',
      valid: 'Valid Until is required.',
      'billing.street': 'Billing street is required.',
      'products.0.name': 'Product is required.',
    });
  });

  it('accepts what a person types: grouped numbers, a +91 mobile, shipping copied while ticked', () => {
    const values = { ...filled(), sameAsBilling: true };
    const result = quotationFormSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data?.mobile).toBe('9822012345');
    expect(result.data?.products[0]?.qty).toBe(1050);
    expect(toInput(values, null).shipping).toEqual(values.billing);
  });

  it('refuses a shipping address without a state when it is not copied', () => {
    const result = quotationFormSchema.safeParse(filled());
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['shipping.state']);
  });
});
