import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { formatMobile } from '../../../lib/format';
import { useLeadList } from '../../follow-ups';

/**
 * A real lead to preview with: searched on the
 * server by name, mobile or email, twenty at a time.
 */
export function LeadPicker({
  value,
  onChange,
  label = 'Preview with lead',
  description,
}: {
  value: { id: string; name: string } | null;
  onChange: (lead: { id: string; name: string } | null) => void;
  label?: string;
  description?: string;
}) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search, 300);
  const list = useLeadList({ search: settled || undefined, pageSize: 20, sort: 'created', order: 'desc' });
  const options = (list.data?.leads ?? []).map((lead) => ({
    value: lead._id,
    label: `${lead.name} · ${formatMobile(lead.mobile)}${lead.email ? ` · ${lead.email}` : ''}`,
    name: lead.name,
  }));
  // The chosen lead stays in the list while another search runs.
  if (value && !options.some((o) => o.value === value.id))
    options.unshift({ value: value.id, label: value.name, name: value.name });
  return (
    <Select
      label={label}
      description={description}
      placeholder="Search a lead by name, mobile or email"
      searchable
      clearable
      filter={({ options: all }) => all}
      data={options}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={list.isFetching ? 'Searching…' : 'No lead matches'}
      onChange={(id) => {
        const chosen = options.find((o) => o.value === id);
        onChange(chosen ? { id: chosen.value, name: chosen.name } : null);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
