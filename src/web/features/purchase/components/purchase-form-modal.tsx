import { Alert, FileInput, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Path, useWatch } from 'react-hook-form';
import { todayInIndia } from '../../../../domain/india-date';
import { supplyTypeFor } from '../../../../domain/money/supply-type';
import { purchaseTotals } from '../../../../domain/purchase/purchase-totals';
import type { Material } from '../../../../domain/schemas/material';
import { type Purchase, type PurchaseInput, purchaseInputSchema } from '../../../../domain/schemas/purchase';
import type { Supplier } from '../../../../domain/schemas/supplier';
import { formatRupees } from '../../../lib/format';
import { useModalForm } from '../../../lib/use-modal-form';
import { DateField } from '../../../ui/date-field';
import { FormModal } from '../../../ui/form-modal';
import { useSavePurchase } from '../api/save-purchase';
import { useUploadBill } from '../api/upload-bill';
import { PurchaseLines } from './purchase-lines';

const blankLine = () => ({
  materialId: '',
  qty: undefined as unknown as number,
  rate: undefined as unknown as number,
  gst: 18,
});

function toValues(p: Purchase | null): PurchaseInput {
  if (!p) return { supplierId: '', invoiceNo: '', date: todayInIndia(), notes: '', items: [blankLine()] };
  return {
    supplierId: p.supplier._id,
    invoiceNo: p.invoiceNo,
    date: p.date,
    notes: p.notes ?? '',
    // The line ids go back so an edit keeps them.
    items: p.items.map((i) => ({ _id: i._id, materialId: i.materialId, qty: i.qty, rate: i.rate, gst: i.gst })),
  };
}

const headFields = ['supplierId', 'invoiceNo', 'date', 'notes', 'items'] as const;
const lineFields = ['materialId', 'qty', 'rate', 'gst'] as const;

/** The fields a server error may name, down to each line's cells (200 lines: the schema's cap). */
const fieldNames: Path<PurchaseInput>[] = [
  ...headFields,
  ...Array.from({ length: 200 }, (_, i) => lineFields.map((f) => `items.${i}.${f}` as const)).flat(),
];

interface PurchaseFormModalProps {
  opened: boolean;
  purchase: Purchase | null;
  suppliers: Supplier[];
  materials: Material[];
  companyState: string;
  onClose: () => void;
  onSaved: (purchase: Purchase) => void;
}

export function PurchaseFormModal({
  opened,
  purchase,
  suppliers,
  materials,
  companyState,
  onClose,
  onSaved,
}: PurchaseFormModalProps) {
  const mutation = useSavePurchase();
  const upload = useUploadBill();
  const [bills, setBills] = useState<File[]>([]);
  const { form, modalProps } = useModalForm(purchaseInputSchema, {
    opened,
    onClose,
    record: purchase,
    addLabel: 'Add Purchase',
    title: purchase ? `Edit purchase ${purchase.invoiceNo}` : 'Add Purchase',
    submitLabel: purchase ? 'Save changes' : 'Save Purchase',
    mutation: { error: mutation.error, isPending: mutation.isPending || upload.isPending },
    toValues,
    onOpen: () => {
      setBills([]);
      mutation.reset();
    },
    save: async (input, current) => {
      const saved = await mutation.mutateAsync({ id: current?._id ?? null, input });
      if (bills.length === 0) return saved;
      // The purchase stands even when its bill cannot be attached; the upload's own toast says so.
      return upload.mutateAsync({ id: saved._id, files: bills }).catch(() => saved);
    },
    success: () => (purchase ? 'Purchase updated successfully.' : 'Purchase added successfully.'),
    onSaved,
    fieldNames,
  });
  const { register, control, setValue } = form;
  const { errors } = form.formState;
  const supplierId = useWatch({ control, name: 'supplierId' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const supplier = suppliers.find((s) => s._id === supplierId);
  const supply = supplier && companyState ? supplyTypeFor(supplier.state, companyState) : 'intra';
  // The same function the server uses, so what is shown is what will be saved.
  const totals = purchaseTotals(
    items.map((i) => ({ qty: Number(i?.qty) || 0, rate: Number(i?.rate) || 0, gst: Number(i?.gst) || 0 })),
    supply,
  );

  const supplierOptions = suppliers.map((s) => ({ value: s._id, label: `${s.name} — ${s.state}` }));
  return (
    <FormModal {...modalProps} size="70rem">
      {!companyState ? (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
          The company’s state is not set in the company profile, so GST cannot be split into CGST + SGST or IGST. Fill
          in the company profile first.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={control}
          name="supplierId"
          render={({ field }) => (
            <Select
              label="Supplier"
              withAsterisk
              searchable
              data={supplierOptions}
              value={(typeof field.value === 'object' ? field.value._id : field.value) || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.supplierId?.message}
              nothingFoundMessage="No supplier with that name"
            />
          )}
        />
        <TextInput label="Invoice number" withAsterisk error={errors.invoiceNo?.message} {...register('invoiceNo')} />
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <DateField
              label="Invoice date"
              withAsterisk
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.date?.message}
            />
          )}
        />
      </SimpleGrid>
      <PurchaseLines
        control={control}
        setValue={setValue}
        errors={errors}
        materials={materials}
        amounts={totals.lines}
        values={items}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Textarea label="Notes" autosize minRows={2} error={errors.notes?.message} {...register('notes')} />
          <FileInput
            label="Bill attachments"
            description="Scans or photos of the supplier's bill: PDF, JPEG, PNG or WebP."
            placeholder="Choose files"
            multiple
            clearable
            accept="application/pdf,image/jpeg,image/png,image/webp"
            leftSection={<IconPaperclip size={16} />}
            value={bills}
            onChange={setBills}
          />
        </Stack>
        <Paper withBorder radius="md" p="md" aria-label="Totals">
          <Stack gap={6}>
            <TotalRow label="Taxable value" value={totals.subtotal} />
            {supply === 'intra' ? (
              <>
                <TotalRow label="CGST" value={totals.cgst} />
                <TotalRow label="SGST" value={totals.sgst} />
              </>
            ) : (
              <TotalRow label="IGST" value={totals.igst} />
            )}
            <TotalRow label="Total" value={totals.total} strong />
            <Text size="xs" c="dimmed">
              {supplier
                ? supply === 'intra'
                  ? `${supplier.state}: same state as the company, CGST + SGST.`
                  : `${supplier.state}: another state, IGST.`
                : 'Choose a supplier to see how GST is charged.'}
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
    </FormModal>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} aria-label={`${label} ${formatRupees(value)}`}>
        {formatRupees(value)}
      </Text>
    </Group>
  );
}
