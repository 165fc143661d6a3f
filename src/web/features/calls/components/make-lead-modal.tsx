import { Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../../domain/paths';
import { type Call, callCreateLeadSchema } from '../../../../domain/schemas/call';
import { optionalRefSchema, optionalText } from '../../../../domain/schemas/common';
import { formatMobile } from '../../../lib/format';
import { useLeadPickers } from '../../../lib/shared-queries';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { PhoneLink } from '../../../ui/phone-link';
import { useCreateLeadFromCall } from '../api/calls';

/** The createLead payload's lead-form fields this screen asks for (the call's number is the mobile). */
const makeLeadSchema = callCreateLeadSchema.extend({
  sourceId: optionalRefSchema('Source'),
  branchId: optionalRefSchema('Branch'),
  project: optionalText('Project', 150),
  notes: optionalText('Notes', 2000),
});
type MakeLeadValues = z.input<typeof makeLeadSchema>;
const fieldNames = ['name', 'sourceId', 'branchId', 'project', 'notes'] as const;

interface MakeLeadModalProps {
  call: Call | null;
  opened: boolean;
  onClose: () => void;
}

/** "Make lead" on a call from an unknown number: the new lead gets every call with that number. */
export function MakeLeadModal({ call, opened, onClose }: MakeLeadModalProps) {
  const mutation = useCreateLeadFromCall();
  const pickers = useLeadPickers();
  const navigate = useNavigate();
  const toValues = useCallback(
    (): MakeLeadValues => ({ name: '', sourceId: '', branchId: '', project: '', notes: '' }),
    [],
  );
  const { form, modalProps } = useModalForm(makeLeadSchema, {
    opened,
    onClose,
    record: call,
    addLabel: 'Make lead',
    title: call ? `Make lead from ${formatMobile(call.number)}` : 'Make lead',
    submitLabel: 'Create lead',
    mutation,
    toValues,
    onOpen: mutation.reset,
    fieldNames,
    save: (values, record) => mutation.mutateAsync({ callId: record?.id ?? '', body: values }),
    success: (saved, values) =>
      `${values.name} was added as a lead; ${saved.linkedCalls} ${saved.linkedCalls === 1 ? 'call' : 'calls'} linked.`,
    onSaved: (saved) => navigate(paths.leadDetails(saved.leadId)),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const options = (list: { _id: string; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: o._id, label: o.name }));

  return (
    <FormModal {...modalProps} size="lg">
      <Text size="sm" c="dimmed">
        Mobile <PhoneLink number={call?.number} officeLine={false} /> — every call with this number will show on the new
        lead.
      </Text>
      <TextInput label="Name" withAsterisk data-autofocus error={errors.name?.message} {...register('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['sourceId', 'branchId'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Select
                label={name === 'sourceId' ? 'Source' : 'Branch'}
                placeholder="None"
                data={options(name === 'sourceId' ? pickers.data?.sources : pickers.data?.branches)}
                value={(field.value as string | null | undefined) || null}
                onChange={(v) => field.onChange(v ?? '')}
                clearable
                searchable
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <TextInput label="Project" error={errors.project?.message} {...register('project')} />
      <Textarea label="Notes" autosize minRows={2} maxRows={5} error={errors.notes?.message} {...register('notes')} />
    </FormModal>
  );
}
