import { Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
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

/** The project's name as stored; asks the server when the typing is done (Enter or leaving the field). */
export function ProjectInput({ value, onChange }: PickerProps<string>) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => draft.trim() !== (value ?? '') && onChange(draft.trim() || undefined);
  return (
    <TextInput
      label="Project"
      placeholder="Any project"
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      w={150}
    />
  );
}
