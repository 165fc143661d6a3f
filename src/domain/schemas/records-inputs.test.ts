import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE, customerContactInput, customerPropertyInputSchema, subTypesFor } from './customer-property';
import { contactMobileForEdit, contactMobileInput, importantContactInputSchema } from './important-contact';

describe('customer contact field', () => {
  it('keeps digits, forces 91 in front and stops at 12 characters', () => {
    expect(customerContactInput('')).toBe('91');
    expect(customerContactInput('9')).toBe('91');
    expect(customerContactInput('91')).toBe('91');
    expect(customerContactInput('918')).toBe('918');
    expect(customerContactInput('8')).toBe('918');
    expect(customerContactInput('98220 12345')).toBe('919822012345');
    expect(customerContactInput('+91-98220-12345')).toBe('919822012345');
    expect(customerContactInput('9198220123456789')).toBe('919822012345');
    expect(customerContactInput('abc')).toBe('91');
  });

  it('must be 91 and exactly 10 digits on submit', () => {
    const base = { ownerName: 'A', address: 'B', type: 'Residential', subType: '1BHK', projectName: 'C' };
    expect(customerPropertyInputSchema.safeParse({ ...base, contact: '919822012345' }).success).toBe(true);
    const short = customerPropertyInputSchema.safeParse({ ...base, contact: '91982201234' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(CONTACT_MESSAGE);
  });

  it('offers the sub-types of the chosen type, none for All', () => {
    expect(subTypesFor('Residential')).toEqual(['1BHK', '2BHK', '3BHK', '4BHK']);
    expect(subTypesFor('Commercial')).toEqual(['Offices', 'Shops']);
    expect(subTypesFor('All')).toEqual([]);
    expect(subTypesFor(null)).toEqual([]);
  });
});

describe('important contact mobile', () => {
  it('keeps digits only, at most 10, and shows a stored number without +91', () => {
    expect(contactMobileInput('98a22-01 2345 99')).toBe('9822012345');
    expect(contactMobileForEdit('+919822012345')).toBe('9822012345');
  });

  it('stores the number with +91 and the PAN in capitals', () => {
    const parsed = importantContactInputSchema.parse({
      name: 'N',
      mobile: '9822012345',
      email: 'a@b.in',
      pan: 'abcde1234f',
      profession: 'Lawyer',
    });
    expect(parsed).toMatchObject({ mobile: '+919822012345', pan: 'ABCDE1234F' });
    expect(parsed.date).toBeUndefined();
  });
});
