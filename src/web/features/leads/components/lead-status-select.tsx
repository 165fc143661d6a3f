import { Select } from '@mantine/core';
import { useState } from 'react';
import { isLostStatus, LOST_REASON_LABELS, LOST_REASONS } from '../../../../domain/leads/lost-reasons';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '../../../../domain/leads/statuses';
import type { Lead } from '../../../../domain/schemas/lead';
import { notifySuccess } from '../../../lib/notify';
import { askChoice } from '../../../ui/confirm';
import { useUpdateLeadStatus } from '../api/update-lead-status';

export const statusOptions = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }));
export const lostReasonOptions = LOST_REASONS.map((r) => ({ value: r, label: LOST_REASON_LABELS[r] }));

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
      // Giving a lead up asks why first; closing the question keeps the status.
      const reason = isLostStatus(status)
        ? await askChoice({
            title: `${LEAD_STATUS_LABELS[status]}: ${lead.name}`,
            label: 'Reason',
            description: 'Why the lead is given up on; its open follow-up is cancelled.',
            options: lostReasonOptions,
            confirmLabel: `Mark ${LEAD_STATUS_LABELS[status].toLowerCase()}`,
          })
        : null;
      if (isLostStatus(status) && !reason) return;
      await mutation.mutateAsync({ id: lead._id, input: { status, reason } });
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
