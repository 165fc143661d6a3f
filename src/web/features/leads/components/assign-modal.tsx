import type { LeadOptions } from '../../../../domain/schemas/lead';
import { AssignMemberModal } from '../../../ui/assign-member-modal';
import { useAssignLeads } from '../api/assign-leads';

const noun = { one: 'lead', many: 'leads' };

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
  return (
    <AssignMemberModal
      opened={opened}
      title="Assign leads"
      count={leadIds.length}
      noun={noun}
      assignees={options?.assignees}
      mutation={mutation}
      assign={(assignedTo) => mutation.mutateAsync({ leadIds, assignedTo })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
