import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { formatMobile } from '../../../lib/format';
import { useLeadSearch } from '../api/availability-queries';

interface LeadPickerProps {
  value: string | null;
  onChange: (leadId: string | null) => void;
  error?: string | undefined;
}

/** One of the viewer's leads (an executive's own, a manager's team's), searched by name or mobile. */
export function LeadPicker({ value, onChange, error }: LeadPickerProps) {
  const [search, setSearch] = useState('');
  // The chosen lead stays an option while the box shows its label (which is not a search).
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [settled] = useDebouncedValue(picked && search === picked.label ? '' : search, 250);
  const leads = useLeadSearch(settled.trim());
  const found = (leads.data?.leads ?? []).map((lead) => ({
    value: lead._id,
    label: `${lead.name} · ${formatMobile(lead.mobile)}`,
  }));
  const data = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  return (
    <Select
      label="Hold for lead"
      placeholder="Type a name or mobile"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already; the box shows its answer as it is.
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={(id, option) => {
        setPicked(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      nothingFoundMessage={leads.isFetching ? 'Searching…' : 'No lead of yours matches'}
      error={error}
      clearable
      withAsterisk
    />
  );
}
