import { describe, expect, it } from 'vitest';
import { leadImportMappingSchema, leadImportOptionsSchema } from '../../../../domain/schemas/lead-import';
import { applySavedMapping, mappingProblems, suggestedFields, toMappingInput } from './mapping-state';
import { initialChoices, toOptionsInput } from './options-step';

const headers = ['Customer Name', 'Phone', 'Mobile No', 'City'];

describe('mapping state', () => {
  it('keeps a field suggested twice only on its first column', () => {
    expect(suggestedFields(headers, ['name', 'mobile', 'mobile', 'city'])).toEqual(['name', 'mobile', null, 'city']);
  });

  it('agrees with the server schema on what is refused', () => {
    const twice = ['name', 'mobile', 'name', null] as const;
    const problems = mappingProblems(headers, [...twice]);
    expect(problems.columns.get(2)).toBe('Name is already mapped to "Customer Name".');
    expect(leadImportMappingSchema.safeParse(toMappingInput(headers, [...twice], 'notes', null)).success).toBe(false);

    const noMobile = mappingProblems(headers, ['name', null, null, 'city']);
    expect(noMobile.mobileMissing).toBe(true);
    const parsed = leadImportMappingSchema.safeParse(
      toMappingInput(headers, ['name', null, null, 'city'], 'ignore', null),
    );
    expect(parsed.error?.issues[0]?.message).toBe('Map a column to Mobile.');

    const good = toMappingInput(headers, ['name', 'mobile', 'alternateMobile', 'city'], 'notes', 'Sheet2');
    expect(leadImportMappingSchema.parse(good).sheet).toBe('Sheet2');
  });

  it('applies a saved mapping by header, whatever the order, case or spacing', () => {
    const saved = {
      columns: [
        { header: 'city', field: 'city' as const },
        { header: 'PHONE', field: 'mobile' as const },
        { header: 'customer  name', field: 'name' as const },
        { header: 'Budget', field: 'budget' as const },
      ],
    };
    expect(applySavedMapping(headers, saved)).toEqual(['name', 'mobile', null, 'city']);
  });

  it('sends options the server schema accepts', () => {
    const one = toOptionsInput({ ...initialChoices, assigneeMode: 'one', assignedTo: null }, '  ');
    expect(one.saveMappingAs).toBeUndefined();
    const robin = toOptionsInput(
      { ...initialChoices, assigneeMode: 'round_robin', roundRobinMemberIds: ['5b0c4d1e-8d53-4f6e-9b8a-2f1f3f0f7a10'] },
      'Magicbricks',
    );
    const parsed = leadImportOptionsSchema.parse(robin);
    expect(parsed.assignment).toBe('round_robin');
    expect(parsed.saveMappingAs).toBe('Magicbricks');
    expect(parsed.defaults.assignedTo).toBeUndefined();
  });
});
