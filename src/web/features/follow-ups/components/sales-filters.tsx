import { Group, Select, TextInput } from '@mantine/core';
import type { LeadOptions } from '../../../../domain/schemas/lead';
import { DateField } from '../../../ui/date-field';
import { SearchInput } from '../../../ui/search-input';

export interface SalesFilterValues {
  assignedTo?: string | undefined;
  branchId?: string | undefined;
  sourceId?: string | undefined;
  project?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface SalesFilterBarProps {
  search: { value: string; onChange: (value: string) => void };
  filters: SalesFilterValues;
  onChange: (patch: SalesFilterValues) => void;
  options: LeadOptions | undefined;
  /** Members to filter by: managers and administrators only. */
  showMember: boolean;
  /** The date range's labels, or null when the screen is one day already (Today, Tomorrow). */
  dates: { from: string; to: string } | null;
  /** A screen without a project filter leaves it out. */
  showProject?: boolean;
}

/** Search, member, branch, source, project and a date range above every sales list. */
export function SalesFilterBar(props: SalesFilterBarProps) {
  const { search, filters, onChange, options, showMember, dates, showProject = true } = props;
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <SearchInput value={search.value} onChange={search.onChange} placeholder="Name, mobile or email" />
      {showMember ? (
        <Select
          label="Member"
          placeholder="Everyone"
          data={(options?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }))}
          value={filters.assignedTo ?? null}
          onChange={(v) => onChange({ assignedTo: v ?? undefined })}
          clearable
          searchable
          w={150}
        />
      ) : null}
      <Select
        label="Branch"
        placeholder="All branches"
        data={(options?.branches ?? []).map((b) => ({ value: b._id, label: b.name }))}
        value={filters.branchId ?? null}
        onChange={(v) => onChange({ branchId: v ?? undefined })}
        clearable
        searchable
        w={140}
      />
      <Select
        label="Source"
        placeholder="All sources"
        data={(options?.sources ?? []).map((s) => ({ value: s._id, label: s.name }))}
        value={filters.sourceId ?? null}
        onChange={(v) => onChange({ sourceId: v ?? undefined })}
        clearable
        searchable
        w={130}
      />
      {showProject ? (
        <TextInput
          label="Project"
          placeholder="Any project"
          defaultValue={filters.project ?? ''}
          key={filters.project ?? ''}
          onBlur={(e) => onChange({ project: e.currentTarget.value.trim() || undefined })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange({ project: e.currentTarget.value.trim() || undefined });
          }}
          w={140}
        />
      ) : null}
      {dates ? (
        <>
          <DateField
            label={dates.from}
            value={filters.from ?? ''}
            onChange={(v) => onChange({ from: v || undefined })}
            maxDate={filters.to}
            clearable
            w={140}
          />
          <DateField
            label={dates.to}
            value={filters.to ?? ''}
            onChange={(v) => onChange({ to: v || undefined })}
            minDate={filters.from}
            clearable
            w={140}
          />
        </>
      ) : null}
    </Group>
  );
}
