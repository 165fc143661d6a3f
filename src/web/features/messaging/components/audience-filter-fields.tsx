import { Select, SimpleGrid } from '@mantine/core';
import type { z } from 'zod';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../../domain/leads/statuses';
import type { audienceFilterSchema } from '../../../../domain/schemas/messaging';
import { useLeadPickers } from '../../../lib/shared-queries';
import { DateField } from '../../../ui/date-field';

/** The lead-list filter a campaign is sent to (the audience's `filter`; '' means any). */
export interface FilterValues {
  status: string;
  source: string;
  project: string;
  projectId: string;
  branch: string;
  memberId: string;
  createdFrom: string;
  createdTo: string;
}
export const emptyFilter: FilterValues = {
  status: '',
  source: '',
  project: '',
  projectId: '',
  branch: '',
  memberId: '',
  createdFrom: '',
  createdTo: '',
};

export function AudienceFilterFields({
  value,
  onChange,
  errors = {},
}: {
  value: FilterValues;
  onChange: (next: FilterValues) => void;
  errors?: Record<string, string | undefined>;
}) {
  const pickers = useLeadPickers();
  const set = (key: keyof FilterValues) => (v: string | null) => onChange({ ...value, [key]: v ?? '' });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
        value={value.status || null}
        onChange={set('status')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Source"
        placeholder="Any source"
        clearable
        searchable
        data={(pickers.data?.sources ?? []).map((s) => ({ value: s._id, label: s.name }))}
        value={value.source || null}
        onChange={set('source')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Project"
        placeholder="Any project"
        clearable
        searchable
        data={(pickers.data?.projects ?? []).map((p) => ({ value: p._id, label: p.name }))}
        value={value.projectId || null}
        // A text carried from a report's count is shown until a project is chosen or the field cleared.
        description={value.project ? `Leads given the project "${value.project}"` : undefined}
        onChange={(v) => onChange({ ...value, projectId: v ?? '', project: '' })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Branch"
        placeholder="Any branch"
        clearable
        searchable
        data={(pickers.data?.branches ?? []).map((b) => ({ value: b._id, label: b.name }))}
        value={value.branch || null}
        onChange={set('branch')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Member"
        placeholder="Anyone"
        clearable
        searchable
        data={[
          { value: 'unassigned', label: 'Unassigned' },
          ...(pickers.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name })),
        ]}
        value={value.memberId || null}
        onChange={set('memberId')}
        comboboxProps={{ withinPortal: true }}
      />
      <DateField
        label="Created from"
        value={value.createdFrom}
        clearable
        onChange={(d) => onChange({ ...value, createdFrom: d })}
        error={errors.createdFrom}
      />
      <DateField
        label="Created to"
        value={value.createdTo}
        clearable
        onChange={(d) => onChange({ ...value, createdTo: d })}
        error={errors.createdTo}
      />
    </SimpleGrid>
  );
}

/** The filter as the API takes it: only what narrows (the status comes from the select's own list). */
export function filterBody(value: FilterValues): z.input<typeof audienceFilterSchema> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v.trim() !== ''));
}
