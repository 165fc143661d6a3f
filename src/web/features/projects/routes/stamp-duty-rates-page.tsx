import { Button, Group, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { formatInr } from '../../../../domain/billing/indian-format';
import { can } from '../../../../domain/permissions';
import {
  type StampDutyRateInput,
  type StampDutyRateRecord,
  stampDutyRateInputSchema,
} from '../../../../domain/schemas/price-list';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useCreateOrUpdate } from '../../../lib/use-create-or-update';
import { useDeleteWithConfirm } from '../../../lib/use-delete-with-confirm';
import { useModalForm } from '../../../lib/use-modal-form';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { FormModal } from '../../../ui/form-modal';
import { ListState } from '../../../ui/list-state';
import { PageHeader } from '../../../ui/page-header';
import { DeleteAction, EditAction } from '../../../ui/row-actions';
import {
  useCreateStampDutyRate,
  useDeleteStampDutyRate,
  useStampDutyRates,
  useUpdateStampDutyRate,
} from '../api/price-lists';

type Row = StampDutyRateRecord & { name: string };

const toValues = (r: Row | null): StampDutyRateInput => ({
  state: r?.state ?? '',
  area: r?.area ?? '',
  stampDutyPercent: r?.stampDutyPercent ?? (undefined as unknown as number),
  womanConcessionPoints: r?.womanConcessionPoints ?? 0,
  registrationPercent: r?.registrationPercent ?? (undefined as unknown as number),
  registrationCapRupees: r?.registrationCapRupees ?? null,
  source: r?.source ?? '',
});

const fieldNames = [
  'state',
  'area',
  'stampDutyPercent',
  'womanConcessionPoints',
  'registrationPercent',
  'registrationCapRupees',
  'source',
] as const;

function RateFormModal({ rate, opened, onClose }: { rate: Row | null; opened: boolean; onClose: () => void }) {
  const { mutation, resetBoth, save } = useCreateOrUpdate(
    useCreateStampDutyRate(),
    useUpdateStampDutyRate(),
    rate !== null,
  );
  const { form, modalProps } = useModalForm(stampDutyRateInputSchema, {
    opened,
    onClose,
    addLabel: 'Add a rate',
    title: rate ? `Edit ${rate.area}, ${rate.state}` : 'Add a rate',
    mutation,
    record: rate,
    toValues,
    onOpen: resetBoth,
    save,
    fieldNames,
    conflictField: 'area',
    success: (saved) => `The rate of ${saved.area}, ${saved.state} was saved.`,
  });
  const { control, register } = form;
  const { errors } = form.formState;
  const number = (name: (typeof fieldNames)[number], label: string, description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          decimalScale={2}
          hideControls
          value={(field.value as number | null) ?? ''}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <FormModal {...modalProps} size="lg">
      <SimpleGrid cols={2}>
        <TextInput label="State" withAsterisk error={errors.state?.message} {...register('state')} />
        <TextInput
          label="City or area"
          withAsterisk
          description="As projects name their city"
          error={errors.area?.message}
          {...register('area')}
        />
      </SimpleGrid>
      <SimpleGrid cols={2}>
        {number('stampDutyPercent', 'Stamp duty %', 'Cesses included')}
        {number('womanConcessionPoints', 'Less for a woman buyer (points)')}
        {number('registrationPercent', 'Registration %')}
        {number('registrationCapRupees', 'Registration cap ₹', 'Empty for no cap')}
      </SimpleGrid>
      <Textarea
        label="Source"
        withAsterisk
        description="Where the rate was read, so anyone can check it"
        autosize
        minRows={2}
        error={errors.source?.message}
        {...register('source')}
      />
    </FormModal>
  );
}

/** /stamp-duty-rates: the editable table the cost sheets read stamp duty and registration from. */
export function StampDutyRatesPage() {
  const rates = useStampDutyRates();
  const manage = can(useSession().user?.role, 'projects.manage');
  const [editing, setEditing] = useState<{ rate: Row | null } | null>(null);
  const remove = useDeleteWithConfirm<Row>({
    mutation: useDeleteStampDutyRate(),
    confirm: (r) => ({ title: 'Delete rate', message: `Delete the rate of ${r.area}, ${r.state}?` }),
  });
  const rows: Row[] = (rates.data ?? []).map((r) => ({ ...r, name: `${r.area}, ${r.state}` }));
  const columns: Column<Row>[] = [
    { key: 'state', header: 'State', render: (r) => <CellText maw={160}>{r.state}</CellText> },
    {
      key: 'area',
      header: 'City or area',
      render: (r) => (
        <CellText maw={160} fw={600}>
          {r.area}
        </CellText>
      ),
    },
    { key: 'duty', header: 'Stamp duty', nowrap: true, render: (r) => `${r.stampDutyPercent}%` },
    {
      key: 'woman',
      header: 'Woman buyer',
      nowrap: true,
      render: (r) => (r.womanConcessionPoints ? `${r.stampDutyPercent - r.womanConcessionPoints}%` : 'Same'),
    },
    {
      key: 'registration',
      header: 'Registration',
      nowrap: true,
      render: (r) =>
        `${r.registrationPercent}%${r.registrationCapRupees !== null ? ` up to ${formatInr(r.registrationCapRupees)}` : ''}`,
    },
    {
      key: 'source',
      header: 'Source',
      render: (r) => (
        <CellText maw={420} lines={3}>
          {r.source}
        </CellText>
      ),
    },
    { key: 'projects', header: 'Projects', align: 'right', render: (r) => r.projects },
    {
      key: 'updated',
      header: 'Updated',
      render: (r) => (
        <CellText maw={160}>{`${formatDateTime(r.updatedAt)}${r.updatedBy ? ` by ${r.updatedBy.name}` : ''}`}</CellText>
      ),
    },
    ...(manage
      ? [
          {
            key: 'actions',
            header: '',
            render: (r: Row) => (
              <Group gap={4} wrap="nowrap">
                <EditAction label={`Edit ${r.name}`} onClick={() => setEditing({ rate: r })} />
                <DeleteAction
                  label={`Delete ${r.name}`}
                  busy={remove.busyId === r._id}
                  onClick={() => remove.onDelete(r)}
                />
              </Group>
            ),
          },
        ]
      : []),
  ];
  const add = manage ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ rate: null })}>
      Add a rate
    </Button>
  ) : null;
  return (
    <>
      <PageHeader
        title="Stamp-duty rates"
        description="Stamp duty and registration by state and city, as the cost sheets charge them. Check each against the current notification."
        actions={add}
      />
      <ListState
        query={rates}
        loadingLabel="Loading rates…"
        errorTitle="Could not load the stamp-duty rates"
        isEmpty={rows.length === 0}
        empty={{
          icon: <IconReceiptTax size={26} />,
          title: 'No rates',
          description: 'Add the rate of the state and city your projects are in.',
          action: add ?? undefined,
        }}
      >
        <DataTable label="Stamp-duty rates" columns={columns} rows={rows} rowKey={(r) => r._id} minWidth={1100} />
      </ListState>
      <RateFormModal rate={editing?.rate ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}
