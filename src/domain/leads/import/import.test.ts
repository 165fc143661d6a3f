import { describe, expect, it } from 'vitest';
import { checkIndianMobile, normaliseIndianMobile } from '../../schemas/common';
import { type LeadImportMapping, leadImportMappingSchema } from '../../schemas/lead-import';
import { suggestField, suggestMapping } from './header-match';
import { checkImportRow, type ImportLookups, parseBudget, parseImportDate } from './row-values';

describe('header matching', () => {
  it.each([
    ['Name', 'name'],
    ['Customer Name', 'name'],
    ['CUSTOMER_NAME', 'name'],
    ['  client name ', 'name'],
    ['नाव', 'name'],
    ['Phone', 'mobile'],
    ['Contact No.', 'mobile'],
    ['contact_number', 'mobile'],
    ['Mobile Number', 'mobile'],
    ['WhatsApp No', 'mobile'],
    ['Alt Mobile', 'alternateMobile'],
    ['E-mail ID', 'email'],
    ['Lead Source', 'source'],
    ['Assigned To', 'assignedTo'],
    ['Sales Person', 'assignedTo'],
    ['Project Name', 'project'],
    ['BHK', 'requirement'],
    ['Budget (₹)', 'budget'],
    ['Location', 'city'],
    ['Lead Status', 'status'],
    ['Next Follow-up', 'nextFollowUpAt'],
    ['Remarks', 'notes'],
    ['Created On', 'createdAt'],
    ['Enquiry Date', 'createdAt'],
    ['Created by', null],
    ['Favourite colour', null],
    ['', null],
  ])('%j → %s', (header, field) => {
    expect(suggestField(header)).toBe(field);
  });

  it('gives each field to the first header that claims it', () => {
    expect(suggestMapping(['Phone', 'Mobile', 'Name'])).toEqual(['mobile', null, 'name']);
  });
});

describe('mobile numbers as files hold them', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['91-9876543210', '9876543210'],
    ['9876543210.0', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['9198765432', '9198765432'],
  ])('accepts %j', (typed, stored) => {
    expect(checkIndianMobile(typed)).toEqual({ mobile: stored });
    expect(normaliseIndianMobile(typed)).toBe(stored);
  });

  it.each([
    ['022 2345 6789', '022 2345 6789 looks like a landline; a mobile is 10 digits starting with 6, 7, 8 or 9.'],
    ['02025671234', '02025671234 looks like a landline; a mobile is 10 digits starting with 6, 7, 8 or 9.'],
    ['987654321', 'Mobile 987654321 has 9 digits; it must have 10 starting with 6, 7, 8 or 9.'],
    ['98765432101', 'Mobile 98765432101 has 11 digits; it must have 10 starting with 6, 7, 8 or 9.'],
    ['5876543210', 'Mobile 5876543210 starts with 5; it must start with 6, 7, 8 or 9.'],
    ['+92 98765 43210', 'Mobile +92 98765 43210 is not an Indian number.'],
    ['98765O3210', 'Mobile "98765O3210" has characters other than digits.'],
    ['', 'Mobile is missing.'],
  ])('refuses %j with its reason', (typed, reason) => {
    expect(checkIndianMobile(typed)).toEqual({ reason });
    expect(normaliseIndianMobile(typed)).toBeNull();
  });
});

describe('dates and budgets', () => {
  it.each([
    ['15/03/2026', '2026-03-15T04:30:00.000Z'],
    // A four-digit year is not read as its first two digits (a bug once: "03/01/2023" was the year 2020).
    ['03/01/2023', '2023-01-03T04:30:00.000Z'],
    ['03/01/23', '2023-01-03T04:30:00.000Z'],
    ['03-01-2023', '2023-01-03T04:30:00.000Z'],
    ['3/1/2023 9:05 am', '2023-01-03T03:35:00.000Z'],
    ['03/01/20234', null],
    ['15-03-26', '2026-03-15T04:30:00.000Z'],
    ['15.03.2026 6:45 pm', '2026-03-15T13:15:00.000Z'],
    ['15/03/2026, 18:45', '2026-03-15T13:15:00.000Z'],
    ['2026-03-15', '2026-03-15T04:30:00.000Z'],
    ['2026-03-15 09:00', '2026-03-15T03:30:00.000Z'],
    ['2026-03-15T09:00:00Z', '2026-03-15T09:00:00.000Z'],
    ['15 Mar 2026', '2026-03-15T04:30:00.000Z'],
    ['46096', '2026-03-15T04:30:00.000Z'],
    ['31/02/2026', null],
    ['03/15/2026', null],
    ['soon', null],
  ])('date %j → %s', (text, iso) => {
    expect(parseImportDate(text)).toBe(iso);
  });

  it.each([
    ['4500000', '4500000.00'],
    ['45,00,000', '4500000.00'],
    ['₹ 45 lakh', '4500000.00'],
    ['Rs. 8.5L', '850000.00'],
    ['1.2 Cr', '12000000.00'],
    ['50k', '50000.00'],
    ['40-50 lakh', null],
    ['lots', null],
  ])('budget %j → %s', (text, value) => {
    expect(parseBudget(text)).toBe(value);
  });
});

describe('a row checked for import', () => {
  const mapping: LeadImportMapping = leadImportMappingSchema.parse({
    columns: [
      { index: 0, header: 'Name', field: 'name' },
      { index: 1, header: 'Mobile', field: 'mobile' },
      { index: 2, header: 'Source', field: 'source' },
      { index: 3, header: 'Owner', field: 'assignedTo' },
      { index: 4, header: 'Tower', field: null },
    ],
    unmapped: 'notes',
  });
  const lookups: ImportLookups = {
    sources: new Map([['99acres', 's1']]),
    branches: new Map(),
    members: new Map([
      ['meena', 'u1'],
      ['ravi', 'ambiguous'],
    ]),
  };

  it('maps names to ids and puts unmapped columns in the notes', () => {
    const result = checkImportRow(['Asha', '+91 98220 12345', '99ACRES', 'Meena', 'B-wing'], mapping, lookups);
    expect(result).toEqual({
      ok: true,
      values: expect.objectContaining({
        name: 'Asha',
        mobile: '9822012345',
        sourceId: 's1',
        assignedTo: 'u1',
        notes: 'Tower: B-wing',
      }),
    });
  });

  it('takes off the apostrophe our export puts before a formula-like value', () => {
    const result = checkImportRow(["'=Asha", '9822012345'], mapping, lookups);
    expect(result.ok && result.values.name).toBe('=Asha');
  });

  it.each([
    [['', '9822012345'], 'Name is missing.'],
    [['Asha', ''], 'Mobile is missing.'],
    [['Asha', '9822012345', 'Hoardings'], 'Source "Hoardings" is not one of the sources.'],
    [['Asha', '9822012345', '', 'Nobody'], 'Assigned to "Nobody" is not an active member of the team.'],
    [['Asha', '9822012345', '', 'Ravi'], 'More than one member is called "Ravi"; give the member\'s email instead.'],
    [['A'.repeat(151), '9822012345'], 'Name is longer than 150 characters.'],
  ])('refuses %j: %s', (cells, reason) => {
    expect(checkImportRow(cells, mapping, lookups)).toEqual({ ok: false, reason });
  });

  it('refuses a mapping with a field twice or without mobile', () => {
    const twice = leadImportMappingSchema.safeParse({
      columns: [
        { index: 0, header: 'Phone', field: 'mobile' },
        { index: 1, header: 'Mobile', field: 'mobile' },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('Mobile is mapped twice ("Phone" and "Mobile"). Map each field once.');
    const none = leadImportMappingSchema.safeParse({ columns: [{ index: 0, header: 'Name', field: 'name' }] });
    expect(none.error?.issues[0]?.message).toBe('Map a column to Mobile.');
  });
});
