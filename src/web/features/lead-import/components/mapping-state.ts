import {
  LEAD_IMPORT_FIELD_LABELS,
  LEAD_IMPORT_FIELDS,
  type LeadImportField,
  type LeadImportMappingInput,
} from '../../../../domain/schemas/lead-import';

/** The field chosen for each column of the file, in column order (null: not mapped). */
export type ColumnFields = Array<LeadImportField | null>;

export const fieldOptions = LEAD_IMPORT_FIELDS.map((field) => ({
  value: field,
  label: LEAD_IMPORT_FIELD_LABELS[field],
}));

/** The server's suggestions, with a field suggested twice kept only on its first column. */
export function suggestedFields(headers: string[], suggested: ColumnFields): ColumnFields {
  const used = new Set<LeadImportField>();
  return headers.map((_, index) => {
    const field = suggested[index] ?? null;
    if (!field || used.has(field)) return null;
    used.add(field);
    return field;
  });
}

export interface MappingProblems {
  /** Column index → why its choice is refused (a field already used by an earlier column). */
  columns: Map<number, string>;
  mobileMissing: boolean;
}

/** What stops the mapping from being used: the same rules as leadImportMappingSchema, per column. */
export function mappingProblems(headers: string[], fields: ColumnFields): MappingProblems {
  const columns = new Map<number, string>();
  const firstUse = new Map<LeadImportField, number>();
  fields.forEach((field, index) => {
    if (!field) return;
    const earlier = firstUse.get(field);
    if (earlier === undefined) firstUse.set(field, index);
    else
      columns.set(
        index,
        `${LEAD_IMPORT_FIELD_LABELS[field]} is already mapped to "${headers[earlier] || `column ${earlier + 1}`}".`,
      );
  });
  return { columns, mobileMissing: !firstUse.has('mobile') };
}

export const hasProblems = (problems: MappingProblems) => problems.mobileMissing || problems.columns.size > 0;

const headerKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A saved mapping applied to this file: columns are matched by header (case and spacing aside), so
 * a re-ordered export still maps; headers the saved mapping does not know are left unmapped.
 */
export function applySavedMapping(
  headers: string[],
  saved: { columns: Array<{ header: string; field: LeadImportField | null }> },
): ColumnFields {
  const byHeader = new Map<string, LeadImportField | null>();
  for (const column of saved.columns) {
    const key = headerKey(column.header);
    if (!byHeader.has(key)) byHeader.set(key, column.field);
  }
  return suggestedFields(
    headers,
    headers.map((header) => byHeader.get(headerKey(header)) ?? null),
  );
}

export function toMappingInput(
  headers: string[],
  fields: ColumnFields,
  unmapped: 'notes' | 'ignore',
  sheet: string | null,
): LeadImportMappingInput {
  return {
    columns: headers.map((header, index) => ({ index, header, field: fields[index] ?? null })),
    unmapped,
    ...(sheet ? { sheet } : {}),
  };
}
