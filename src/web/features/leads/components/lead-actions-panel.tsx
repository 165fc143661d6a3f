import { Button, Divider, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isLostStatus, type LostReason } from '../../../../domain/leads/lost-reasons';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../../../domain/leads/statuses';
import type { Lead } from '../../../../domain/schemas/lead';
import { notifySuccess } from '../../../lib/notify';
import { useAssignLeads } from '../api/assign-leads';
import { useLeadOptions } from '../api/get-lead-options';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { lostReasonOptions, statusOptions } from './lead-status-select';

/** Status change with a note, and assignment, beside the lead's details. */
export function LeadActionsPanel({ lead }: { lead: Lead }) {
  const statusMutation = useUpdateLeadStatus();
  const assignMutation = useAssignLeads({ errorTitle: 'Could not assign the lead' });
  const options = useLeadOptions();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<LostReason | null>(null);
  const lost = isLostStatus(status) && status !== lead.status;
  const [assignee, setAssignee] = useState<string | null>(lead.assignedTo?._id ?? null);
  useEffect(() => setStatus(lead.status), [lead.status]);
  useEffect(() => setAssignee(lead.assignedTo?._id ?? null), [lead.assignedTo?._id]);

  const saveStatus = async () => {
    try {
      await statusMutation.mutateAsync({ id: lead._id, input: { status, note, reason: lost ? reason : null } });
      notifySuccess(status === lead.status ? 'Note added.' : `${lead.name} is now ${LEAD_STATUS_LABELS[status]}.`);
      setNote('');
      setReason(null);
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };
  const saveAssignee = async () => {
    if (!assignee) return;
    try {
      const result = await assignMutation.mutateAsync({ leadIds: [lead._id], assignedTo: assignee });
      notifySuccess(result.message);
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };

  const binned = Boolean(lead.deletedAt);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Update
        </Title>
        <Select
          label="Status"
          data={statusOptions}
          value={status}
          onChange={(v) => v && setStatus(v as LeadStatus)}
          allowDeselect={false}
          disabled={binned}
        />
        {lost ? (
          <Select
            label="Reason"
            description="Why the lead is given up on; its open follow-up is cancelled."
            placeholder="Choose a reason"
            data={lostReasonOptions}
            value={reason}
            onChange={(v) => setReason(v as LostReason | null)}
            required
          />
        ) : null}
        <Textarea
          label="Note"
          placeholder="What was discussed, what happens next"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          disabled={binned}
        />
        <Button
          onClick={saveStatus}
          loading={statusMutation.isPending}
          disabled={binned || (status === lead.status && !note.trim()) || (lost && !reason)}
        >
          Save status
        </Button>
        <Divider my="xs" />
        <Select
          label="Assigned to"
          placeholder="Unassigned"
          searchable
          data={(options.data?.assignees ?? []).map((a) => ({ value: a._id, label: a.name }))}
          value={assignee}
          onChange={setAssignee}
          disabled={binned}
        />
        <Button
          variant="light"
          onClick={saveAssignee}
          loading={assignMutation.isPending}
          disabled={binned || !assignee || assignee === lead.assignedTo?._id}
        >
          Assign
        </Button>
      </Stack>
    </Paper>
  );
}
