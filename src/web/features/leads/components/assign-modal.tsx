import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Role, roleShortTitles } from '../../../../domain/roles';
import type { LeadOptions } from '../../../../domain/schemas/lead';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAssignLeads } from '../api/assign-leads';

interface AssignModalProps {
  opened: boolean;
  leadIds: string[];
  options: LeadOptions | undefined;
  onClose: () => void;
  onDone: () => void;
}

/** Assigns the selected leads to one active team member. */
export function AssignModal({ opened, leadIds, options, onClose, onDone }: AssignModalProps) {
  const mutation = useAssignLeads();
  const [assignee, setAssignee] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setAssignee(null);
      setError(null);
    }
  }, [opened]);
  const submit = async () => {
    if (!assignee) {
      setError('Choose a team member to assign to.');
      return;
    }
    try {
      const result = await mutation.mutateAsync({ leadIds, assignedTo: assignee });
      notifySuccess(result.message);
      onDone();
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) notifyError(e, 'Could not assign the leads');
    }
  };
  const n = leadIds.length;
  return (
    <Modal opened={opened} onClose={onClose} title="Assign leads">
      <Stack>
        <Text size="sm">
          Assign {n} selected {n === 1 ? 'lead' : 'leads'} to:
        </Text>
        <Select
          label="Assign to"
          withAsterisk
          searchable
          data={(options?.assignees ?? []).map((a) => ({
            value: a._id,
            label: `${a.name} (${roleShortTitles[a.role as Role] ?? ''})`,
          }))}
          value={assignee}
          onChange={(v) => {
            setAssignee(v);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={mutation.isPending}>
            Assign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
