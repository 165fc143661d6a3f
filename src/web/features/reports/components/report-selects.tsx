import { Select } from '@mantine/core';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../../../domain/leads/statuses';
import type { LeadOptions } from '../../../../domain/schemas/lead';

/** The pickers the lead reports filter by; each takes the lead screens' options (useLeadPickers). */
interface PickerProps<V> {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options?: LeadOptions | undefined;
}

export function SourceSelect({ value, onChange, options }: PickerProps<string>) {
  return (
    <Select
      label="Source"
      placeholder="All sources"
      data={(options?.sources ?? []).map((s) => ({ value: s._id, label: s.name }))}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
      searchable
      w={150}
    />
  );
}

export function BranchSelect({ value, onChange, options }: PickerProps<string>) {
  return (
    <Select
      label="Branch"
      placeholder="All branches"
      data={(options?.branches ?? []).map((b) => ({ value: b._id, label: b.name }))}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
      searchable
      w={150}
    />
  );
}

export function MemberSelect({ value, onChange, options }: PickerProps<string>) {
  return (
    <Select
      label="Member"
      placeholder="Everyone"
      data={[
        { value: 'unassigned', label: 'Unassigned' },
        ...(options?.assignees ?? []).map((a) => ({ value: a._id, label: a.name })),
      ]}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
      searchable
      w={170}
    />
  );
}

const statusOptions = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }));

export function StatusSelect({ value, onChange }: PickerProps<LeadStatus>) {
  return (
    <Select
      label="Status"
      placeholder="All statuses"
      data={statusOptions}
      value={value ?? null}
      onChange={(v) => onChange((v as LeadStatus | null) ?? undefined)}
      clearable
      w={170}
    />
  );
}

/** A project from the list; a project text carried by a link (a count by text) is named beneath it. */
export function ProjectSelect({ value, onChange, options, text }: PickerProps<string> & { text?: string | undefined }) {
  return (
    <Select
      label="Project"
      placeholder="All projects"
      data={(options?.projects ?? []).map((p) => ({ value: p._id, label: p.name }))}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      description={text && !value ? `Given as "${text}"` : undefined}
      clearable
      searchable
      w={170}
    />
  );
}
