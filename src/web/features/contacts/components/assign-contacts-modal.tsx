import { Select, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { type Role, roleShortTitles } from '../../../../domain/roles';
import { contactAssignSchema } from '../../../../domain/schemas/contact';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useAssignContacts } from '../api/assign-contacts';
import { useContactOptions } from '../api/get-contacts';

// The contacts come from the list's selection; the form holds only whom they go to.
const assigneeSchema = contactAssignSchema.pick({ assignedTo: true });
const fieldNames = ['assignedTo'] as const;
const toValues = () => ({ assignedTo: '' });

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
  const { form, modalProps } = useModalForm(assigneeSchema, {
    opened,
    onClose,
    record: null,
    addLabel: 'Assign contacts',
    submitLabel: 'Assign',
    mutation,
    toValues,
    onOpen: mutation.reset,
    save: ({ assignedTo }) => mutation.mutateAsync({ contactIds, assignedTo }),
    success: (result) => result.message,
    onSaved: onDone,
    fieldNames,
  });
  const n = contactIds.length;
  return (
    <FormModal {...modalProps}>
      <Text size="sm">
        Assign {n} selected {n === 1 ? 'contact' : 'contacts'} to:
      </Text>
      <Controller
        control={form.control}
        name="assignedTo"
        render={({ field, fieldState }) => (
          <Select
            label="Assign to"
            withAsterisk
            searchable
            data={(options.data?.assignees ?? []).map((a) => ({
              value: a._id,
              label: `${a.name} (${roleShortTitles[a.role as Role] ?? ''})`,
            }))}
            value={(typeof field.value === 'string' ? field.value : field.value?._id) || null}
            onChange={(v) => field.onChange(v ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormModal>
  );
}
