import { AssignMemberModal } from '../../../ui/assign-member-modal';
import { useAssignContacts } from '../api/assign-contacts';
import { useContactOptions } from '../api/get-contacts';

const noun = { one: 'contact', many: 'contacts' };

interface AssignContactsModalProps {
  opened: boolean;
  contactIds: string[];
  onClose: () => void;
  onDone: () => void;
}

/** Assigns the selected contacts to one active team member. */
export function AssignContactsModal({ opened, contactIds, onClose, onDone }: AssignContactsModalProps) {
  const mutation = useAssignContacts();
  const options = useContactOptions();
  return (
    <AssignMemberModal
      opened={opened}
      title="Assign contacts"
      count={contactIds.length}
      noun={noun}
      assignees={options.data?.assignees}
      mutation={mutation}
      assign={(assignedTo) => mutation.mutateAsync({ contactIds, assignedTo })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
