import { Select, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { type Role, roleShortTitles } from '../../../../domain/roles';
import { type LeadOptions, leadAssignSchema } from '../../../../domain/schemas/lead';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useAssignLeads } from '../api/assign-leads';

// The leads come from the list's selection; the form holds only whom they go to.
const assigneeSchema = leadAssignSchema.pick({ assignedTo: true });
const fieldNames = ['assignedTo'] as const;
const toValues = () => ({ assignedTo: '' });

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
  const { form, modalProps } = useModalForm(assigneeSchema, {
    opened,
    onClose,
    record: null,
    addLabel: 'Assign leads',
    submitLabel: 'Assign',
    mutation,
    toValues,
    onOpen: mutation.reset,
    save: ({ assignedTo }) => mutation.mutateAsync({ leadIds, assignedTo }),
    success: (result) => result.message,
    onSaved: onDone,
    fieldNames,
  });
  const n = leadIds.length;
  return (
    <FormModal {...modalProps}>
      <Text size="sm">
        Assign {n} selected {n === 1 ? 'lead' : 'leads'} to:
      </Text>
      <Controller
        control={form.control}
        name="assignedTo"
        render={({ field, fieldState }) => (
          <Select
            label="Assign to"
            withAsterisk
            searchable
            data={(options?.assignees ?? []).map((a) => ({
              value: a._id,
              label: `${a.name} (${roleShortTitles[a.role as Role] ?? ''})`,
            }))}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormModal>
  );
}
