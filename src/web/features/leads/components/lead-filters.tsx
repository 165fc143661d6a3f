import { Chip, Group, Select } from '@mantine/core';
import type { LeadStatus } from '../../../../domain/leads/statuses';
import type { LeadOptions } from '../../../../domain/schemas/lead';
import { DateField } from '../../../ui/date-field';
import { SearchInput } from '../../../ui/search-input';
import type { LeadFilters as Filters } from '../api/get-leads';
import { statusOptions } from './lead-status-select';

interface LeadFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  filters: Omit<Filters, 'search'>;
  onChange: (next: Omit<Filters, 'search'>) => void;
  options: LeadOptions | undefined;
}

/**
 * Search, status, source, branch, assignee, project, created and follow-up date ranges and the
 * idle flag above the lead list.
 */
export function LeadFilterBar({ search, onSearch, filters, onChange, options }: LeadFiltersProps) {
  const set = (patch: Partial<Omit<Filters, 'search'>>) => onChange({ ...filters, ...patch });
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <SearchInput value={search} onChange={onSearch} placeholder="Name, mobile or email" />
      <Select
        label="Status"
        placeholder="All statuses"
        data={statusOptions}
        value={filters.status ?? null}
        onChange={(v) => set({ status: (v as LeadStatus | null) ?? undefined })}
        clearable
        w={150}
      />
      <Select
        label="Source"
        placeholder="All sources"
        data={(options?.sources ?? []).map((s) => ({ value: s._id, label: s.name }))}
        value={filters.sourceId ?? null}
        onChange={(v) => set({ sourceId: v ?? undefined })}
        clearable
        searchable
        w={130}
      />
      <Select
        label="Branch"
        placeholder="All branches"
        data={(options?.branches ?? []).map((b) => ({ value: b._id, label: b.name }))}
        value={filters.branchId ?? null}
        onChange={(v) => set({ branchId: v ?? undefined })}
        clearable
        searchable
        w={145}
      />
      <Select
        label="Assigned to"
        placeholder="Anyone"
        data={[
          { value: 'unassigned', label: 'Unassigned' },
          ...(options?.assignees ?? []).map((a) => ({ value: a._id, label: a.name })),
        ]}
        value={filters.assignedTo ?? null}
        onChange={(v) => set({ assignedTo: v ?? undefined })}
        clearable
        searchable
        w={140}
      />
      <Select
        label="Project"
        placeholder="All projects"
        data={(options?.projects ?? []).map((p) => ({ value: p._id, label: p.name }))}
        value={filters.projectId ?? null}
        onChange={(v) => set({ projectId: v ?? undefined })}
        clearable
        searchable
        w={160}
      />
      <DateField
        label="Created from"
        value={filters.from ?? ''}
        onChange={(v) => set({ from: v || undefined })}
        maxDate={filters.to}
        clearable
        w={140}
      />
      <DateField
        label="Created to"
        value={filters.to ?? ''}
        onChange={(v) => set({ to: v || undefined })}
        minDate={filters.from}
        clearable
        w={140}
      />
      <DateField
        label="Follow-up from"
        value={filters.followUpFrom ?? ''}
        onChange={(v) => set({ followUpFrom: v || undefined })}
        maxDate={filters.followUpTo}
        clearable
        w={140}
      />
      <DateField
        label="Follow-up to"
        value={filters.followUpTo ?? ''}
        onChange={(v) => set({ followUpTo: v || undefined })}
        minDate={filters.followUpFrom}
        clearable
        w={140}
      />
      <Chip
        checked={filters.idle === 'true'}
        onChange={(on) => set({ idle: on ? 'true' : undefined })}
        color="orange"
        mb={4}
      >
        Idle
      </Chip>
    </Group>
  );
}
