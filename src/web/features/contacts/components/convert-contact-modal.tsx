import { Select, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths';
import { type Contact, contactConvertSchema } from '../../../../domain/schemas/contact';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { type ConvertResult, useConvertContact } from '../api/convert-contact';
import { useContactOptions } from '../api/get-contacts';

const fieldNames = ['sourceId', 'branchId'] as const;
const toValues = () => ({ sourceId: '', branchId: '' });

interface ConvertContactModalProps {
  contact: Contact | null;
  onClose: () => void;
}

/** Makes a lead of the contact with a source and branch, then opens the new lead. */
export function ConvertContactModal({ contact, onClose }: ConvertContactModalProps) {
  const mutation = useConvertContact();
  const options = useContactOptions();
  const navigate = useNavigate();
  const { form, modalProps } = useModalForm(contactConvertSchema, {
    opened: contact !== null,
    onClose,
    record: null,
    addLabel: 'Convert to lead',
    title: contact ? `Convert ${contact.name} to a lead` : 'Convert to lead',
    submitLabel: 'Convert to lead',
    mutation,
    toValues,
    onOpen: mutation.reset,
    save: (input): Promise<ConvertResult> => mutation.mutateAsync({ id: contact?._id ?? '', input }),
    success: (result) => result.message,
    onSaved: (result) => navigate(paths.leadDetails(result.lead._id)),
    fieldNames,
  });
  const picker = (name: 'sourceId' | 'branchId', label: string, data: { value: string; label: string }[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={name === 'sourceId'}
          data={data}
          value={(typeof field.value === 'string' ? field.value : field.value?._id) || null}
          onChange={(v) => field.onChange(v ?? '')}
          clearable={name === 'branchId'}
          searchable
          nothingFoundMessage="Nothing found"
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <FormModal {...modalProps}>
      <Text size="sm">
        A new lead takes this contact’s name, mobile, email, city and assignee. Choose where the enquiry came from.
      </Text>
      {picker(
        'sourceId',
        'Source',
        (options.data?.sources ?? []).filter((s) => s.active).map((s) => ({ value: s._id, label: s.name })),
      )}
      {picker(
        'branchId',
        'Branch',
        (options.data?.branches ?? []).map((b) => ({ value: b._id, label: b.name })),
      )}
    </FormModal>
  );
}
