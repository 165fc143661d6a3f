import { Select } from '@mantine/core';
import { useState } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../../../domain/leads/statuses';
import type { Lead } from '../../../../domain/schemas/lead';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateLeadStatus } from '../api/update-lead-status';

export const statusOptions = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }));

/** Changes a lead's status from its table row, with a toast either way. */
export function LeadStatusSelect({ lead }: { lead: Lead }) {
  const mutation = useUpdateLeadStatus();
  // Shows the choice at once; the list refreshes from the server after the save.
  const [pending, setPending] = useState<LeadStatus | null>(null);
  const onChange = async (value: string | null) => {
    if (!value || value === lead.status) return;
    const status = value as LeadStatus;
    setPending(status);
    try {
      await mutation.mutateAsync({ id: lead._id, input: { status } });
      notifySuccess(`${lead.name} is now ${LEAD_STATUS_LABELS[status]}.`);
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    } finally {
      setPending(null);
    }
  };
  return (
    <Select
      aria-label={`Status of ${lead.name}`}
      data={statusOptions}
      value={pending ?? lead.status}
      onChange={onChange}
      allowDeselect={false}
      disabled={mutation.isPending}
      size="xs"
      w={158}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
