import { describe, expect, it } from 'vitest';
import {
  MOBILE_MESSAGE,
  mobileFieldSchema,
  mobileSchema,
  normaliseIndianMobile,
  optionalMobileSchema,
  optionalPanSchema,
  optionalRefSchema,
  optionalText,
  PAN_MESSAGE,
  refSchema,
} from './common';
import { contactConvertSchema } from './contact';
import { customerPropertyInputSchema } from './customer-property';
import { importantContactInputSchema } from './important-contact';
import { leadUpdateSchema } from './lead';
import { purchaseInputSchema } from './purchase';

describe('the one Indian mobile rule', () => {
  it.each([
    ['9822012345', '9822012345'],
    ['+91 98220 12345', '9822012345'],
    ['+91-98220-12345', '9822012345'],
    ['+919822012345', '9822012345'],
    ['919822012345', '9822012345'],
    ['09822012345', '9822012345'],
    ['098220-12345', '9822012345'],
    ['0091 98220 12345', '9822012345'],
    ['(+91) 98220.12345', '9822012345'],
    ['  7020012345 ', '7020012345'],
    ['6000000000', '6000000000'],
    // 91 is also how a mobile may start: ten digits are never a prefix and a number.
    ['9198765432', '9198765432'],
  ])('accepts %j as %s', (typed, stored) => {
    expect(normaliseIndianMobile(typed)).toBe(stored);
    expect(mobileSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['020 2567 1234', 'a Pune landline with its STD code'],
    ['02025671234', 'a landline written as 11 digits'],
    ['5822012345', 'starts with 5'],
    ['1234567890', 'starts with 1'],
    ['98220123456', '11 digits'],
    ['982201234', '9 digits'],
    ['+92 98220 12345', 'another country code'],
    ['+91 98220 1234', '+91 and 9 digits'],
    ['9822O12345', 'a letter O for a zero'],
    ['', 'empty'],
  ])('refuses %j (%s)', (typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
    expect(mobileSchema.safeParse(typed).success).toBe(false);
  });

  it('says the same sentence everywhere, under the field’s own name', () => {
    expect(mobileSchema.safeParse('12345').error?.issues[0]?.message).toBe(MOBILE_MESSAGE);
    expect(mobileSchema.safeParse('').error?.issues[0]?.message).toBe('Mobile is required.');
    expect(mobileFieldSchema('Lead Mobile No').safeParse('12345').error?.issues[0]?.message).toBe(
      'Lead Mobile No must be 10 digits starting with 6, 7, 8 or 9.',
    );
  });

  it('takes an optional mobile as empty when it is blank or null', () => {
    expect(optionalMobileSchema.parse('')).toBeUndefined();
    expect(optionalMobileSchema.parse(null)).toBeUndefined();
    expect(optionalMobileSchema.parse('+91 70200 12345')).toBe('7020012345');
    expect(optionalMobileSchema.safeParse('020 2567 1234').success).toBe(false);
  });

  it('keeps an important contact’s +91 and the customer form’s 91 rule', () => {
    const contact = { name: 'A', email: 'a@example.in', profession: 'Lawyer' };
    expect(importantContactInputSchema.parse({ ...contact, mobile: '098220-12345' }).mobile).toBe('+919822012345');
    expect(importantContactInputSchema.parse({ ...contact, mobile: '+919822012345' }).mobile).toBe('+919822012345');
    const owner = { ownerName: 'A', address: 'B', type: 'Residential', subType: '1BHK', projectName: 'C' };
    expect(customerPropertyInputSchema.safeParse({ ...owner, contact: '919822012345' }).success).toBe(true);
    expect(customerPropertyInputSchema.safeParse({ ...owner, contact: '9822012345' }).error?.issues[0]?.message).toBe(
      'Contact must start with 91 and be followed by 10 digits',
    );
  });
});

describe('the one PAN rule', () => {
  it.each([
    ['ABCDE1234F', 'ABCDE1234F'],
    [' abcde1234f ', 'ABCDE1234F'],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('accepts %j', (typed, stored) => {
    expect(optionalPanSchema.parse(typed)).toBe(stored);
  });

  it.each(['ABCDE1234', 'ABCD01234F', '1BCDE1234F', 'ABCDE12345'])('refuses %j with one message', (typed) => {
    expect(optionalPanSchema.safeParse(typed).error?.issues[0]?.message).toBe(PAN_MESSAGE);
  });
});

describe('what a GET returned is taken back', () => {
  const id = '0b6f1f9e-3c1a-4d5e-9f00-1a2b3c4d5e6f';

  it('reads null and blank optional text as empty', () => {
    const schema = optionalText('Description', 10);
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse('  ')).toBeUndefined();
    expect(schema.parse(' Pune ')).toBe('Pune');
    expect(schema.safeParse(12).error?.issues[0]?.message).toBe('Description must be text.');
  });

  it('reads a reference as an id or as the object a GET returned', () => {
    expect(refSchema('Source').parse(id)).toBe(id);
    expect(refSchema('Source').parse({ _id: id, name: 'Website' })).toBe(id);
    expect(refSchema('Source').safeParse({ name: 'Website' }).error?.issues[0]?.message).toBe('Source is not valid.');
    expect(optionalRefSchema('Branch').parse(undefined)).toBeUndefined();
    expect(optionalRefSchema('Branch').parse(null)).toBeNull();
    expect(optionalRefSchema('Branch').parse('')).toBeNull();
  });

  it('takes a lead’s source and branch by either name, the id field first', () => {
    const other = '1c6f1f9e-3c1a-4d5e-9f00-1a2b3c4d5e6f';
    const lead = { name: 'Priya', mobile: '9822012345' };
    const parsed = leadUpdateSchema.parse({ ...lead, source: { _id: id, name: 'Website' }, branch: null });
    expect(parsed).toMatchObject({ sourceId: id, branchId: undefined });
    expect(parsed).not.toHaveProperty('source');
    expect(leadUpdateSchema.parse({ ...lead, sourceId: other, source: { _id: id } }).sourceId).toBe(other);
  });

  it('takes a purchase’s supplier as the object and keeps its line ids', () => {
    const line = { _id: id, materialId: id, qty: 1, rate: 10, gst: 5 };
    const base = { invoiceNo: 'A/1', date: '2026-04-01', items: [line] };
    const parsed = purchaseInputSchema.parse({ ...base, supplier: { _id: id, name: 'Pune Cement' } });
    expect(parsed.supplierId).toBe(id);
    expect(parsed.items[0]?._id).toBe(id);
    expect(purchaseInputSchema.safeParse(base).error?.issues[0]).toMatchObject({
      path: ['supplierId'],
      message: 'Supplier is required.',
    });
  });

  it('says a required reference left empty is required, and a wrong one is not valid', () => {
    for (const empty of ['', null, undefined]) {
      expect(refSchema('Supplier').safeParse(empty).error?.issues[0]?.message).toBe('Supplier is required.');
    }
    expect(refSchema('Supplier').safeParse('not-an-id').error?.issues[0]?.message).toBe('Supplier is not valid.');
    expect(refSchema('Supplier').safeParse({ _id: 'x' }).error?.issues[0]?.message).toBe('Supplier is not valid.');
    // The purchase form sends the picker's '' when no supplier was chosen.
    const base = { invoiceNo: 'A/1', date: '2026-04-01', items: [{ materialId: id, qty: 1, rate: 10, gst: 5 }] };
    expect(purchaseInputSchema.safeParse({ ...base, supplierId: '' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['supplierId'], message: 'Supplier is required.' }),
    ]);
    expect(contactConvertSchema.safeParse({ sourceId: '' }).error?.issues[0]?.message).toBe('Source is required.');
    expect(optionalRefSchema('Branch').safeParse('nope').error?.issues[0]?.message).toBe('Branch is not valid.');
  });
});
