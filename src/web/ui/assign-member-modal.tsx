import { Select, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { type Role, roleShortTitles } from '../../domain/roles';
import { assignToMemberSchema } from '../../domain/schemas/team';
import { useModalForm } from '../lib/use-modal-form';
import { FormModal } from './form-modal';

const fieldNames = ['assignedTo'] as const;
const toValues = () => ({ assignedTo: '' });

interface Assignee {
  _id: string;
  name: string;
  role: number;
}

interface AssignMemberModalProps {
  opened: boolean;
  /** The modal's title, e.g. "Assign leads". */
  title: string;
  /** How many records are selected, and what one and several are called ("lead", "leads"). */
  count: number;
  noun: { one: string; many: string };
  assignees: Assignee[] | undefined;
  /** The assign request's state; `reset` clears its last error when the modal opens again. */
  mutation: { error: unknown; isPending: boolean; reset: () => void };
  /** Sends the selection to the chosen member; its `message` is the success toast. */
  assign: (assignedTo: string) => Promise<{ message: string }>;
  onClose: () => void;
  onDone: () => void;
}

/** Assigns the selected records (from a list's selection) to one active team member. */
export function AssignMemberModal({
  opened,
  title,
  count,
  noun,
  assignees,
  mutation,
  assign,
  onClose,
  onDone,
}: AssignMemberModalProps) {
  const { form, modalProps } = useModalForm(assignToMemberSchema, {
    opened,
    onClose,
    record: null,
    addLabel: title,
    submitLabel: 'Assign',
    mutation,
    toValues,
    onOpen: mutation.reset,
    save: ({ assignedTo }) => assign(assignedTo),
    success: (result) => result.message,
    onSaved: onDone,
    fieldNames,
  });
  return (
    <FormModal {...modalProps}>
      <Text size="sm">
        Assign {count} selected {count === 1 ? noun.one : noun.many} to:
      </Text>
      <Controller
        control={form.control}
        name="assignedTo"
        render={({ field, fieldState }) => (
          <Select
            label="Assign to"
            withAsterisk
            searchable
            data={(assignees ?? []).map((a) => ({
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
