import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { LeadOptions } from '../../../../domain/schemas/lead';

/** The assignee select's value for "no one fixed: the assignment rules pick" (null to the server). */
const RULES = '__rules__';

/** Where a portal's or a push source's leads go, as the fields hold it ('' is none). */
export interface LeadDefaults {
  assignedTo: string;
  sourceId: string;
  branchId: string;
  project: string;
}

interface StoredDefaults {
  assignedTo: string | null;
  sourceId: string | null;
  branchId: string | null;
  project: string | null;
}

/** The fields' values from the saved settings. */
export const leadDefaultsOf = (s: StoredDefaults): LeadDefaults => ({
  assignedTo: s.assignedTo ?? RULES,
  sourceId: s.sourceId ?? '',
  branchId: s.branchId ?? '',
  project: s.project ?? '',
});

/** The settings to save from the fields' values. */
export const leadDefaultsInput = (d: LeadDefaults): StoredDefaults => ({
  assignedTo: d.assignedTo === RULES ? null : d.assignedTo,
  sourceId: d.sourceId || null,
  branchId: d.branchId || null,
  project: d.project || null,
});

interface LeadDefaultsFieldsProps {
  value: LeadDefaults;
  onChange: (key: keyof LeadDefaults, value: string) => void;
  options: LeadOptions | undefined;
  /** The server's message under a field, by the field's name. */
  error?: (name: keyof LeadDefaults) => string | undefined;
  projectDescription?: string;
}

/**
 * Assignee (or the assignment rules), source, branch and project of the leads a portal or a push
 * source brings in: the same four fields on every card of the integrations screens.
 */
export function LeadDefaultsFields({ value, onChange, options, error, projectDescription }: LeadDefaultsFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Assignee"
        data={[
          { value: RULES, label: 'Use assignment rules' },
          ...(options?.assignees ?? []).map((m) => ({ value: m._id, label: m.name })),
        ]}
        value={value.assignedTo}
        onChange={(v) => onChange('assignedTo', v ?? RULES)}
        allowDeselect={false}
        searchable
        error={error?.('assignedTo')}
      />
      <Select
        label="Source"
        placeholder="None"
        data={(options?.sources ?? []).filter((s) => s.active).map((s) => ({ value: s._id, label: s.name }))}
        value={value.sourceId || null}
        onChange={(v) => onChange('sourceId', v ?? '')}
        clearable
        error={error?.('sourceId')}
      />
      <Select
        label="Branch"
        placeholder="None"
        data={(options?.branches ?? []).map((b) => ({ value: b._id, label: b.name }))}
        value={value.branchId || null}
        onChange={(v) => onChange('branchId', v ?? '')}
        clearable
        error={error?.('branchId')}
      />
      <TextInput
        label="Project"
        description={projectDescription}
        value={value.project}
        onChange={(e) => onChange('project', e.currentTarget.value)}
        error={error?.('project')}
      />
    </SimpleGrid>
  );
}
