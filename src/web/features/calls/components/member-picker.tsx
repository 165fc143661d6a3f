import { Select } from '@mantine/core';
import { useLeadPickers } from '../../../lib/shared-queries';

interface MemberPickerProps {
  value: string | undefined;
  onChange: (memberId: string | undefined) => void;
  /** What an empty choice means ("Me", "Everyone"). */
  placeholder: string;
  label?: string;
}

/**
 * The members a manager may look at: the assignable ones (the lead form's list), which a manager
 * can read too — the Team API is the administrators'.
 */
export function MemberPicker({ value, onChange, placeholder, label = 'Member' }: MemberPickerProps) {
  const pickers = useLeadPickers();
  const data = (pickers.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }));
  return (
    <Select
      label={label}
      placeholder={pickers.isPending ? 'Loading members…' : placeholder}
      data={data}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
      searchable
      nothingFoundMessage="No member by that name"
      w={220}
    />
  );
}

/** The name of a member from the same list, or null until it has loaded. */
export function useMemberName(memberId: string | undefined): string | null {
  const pickers = useLeadPickers();
  if (!memberId) return null;
  return pickers.data?.assignees.find((a) => a._id === memberId)?.name ?? null;
}
