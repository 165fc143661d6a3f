import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

describe('addressLine', () => {
  it('writes street, city, state, country, pincode in that order whatever the key order', () => {
    const fromJsonb = { city: 'Pune', state: 'Maharashtra', street: 'Baner Road', country: 'India', pincode: '411045' };
    expect(addressLine(fromJsonb)).toBe('Baner Road, Pune, Maharashtra, India, 411045');
  });

  it('skips empty parts and gives - for an empty address', () => {
    expect(addressLine({ street: ' ', city: 'Nashik' })).toBe('Nashik');
    expect(addressLine(null)).toBe('-');
    expect(addressLine({})).toBe('-');
  });
});
