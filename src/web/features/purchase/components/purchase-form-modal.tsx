import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { todayInIndia } from '../../../../domain/india-date';
import { purchaseTotals, supplyTypeFor } from '../../../../domain/purchase/purchase-totals';
import type { Material } from '../../../../domain/schemas/material';
import { type Purchase, type PurchaseInput, purchaseInputSchema } from '../../../../domain/schemas/purchase';
import type { Supplier } from '../../../../domain/schemas/supplier';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DateField } from '../../../ui/date-field';
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
    items: p.items.map((i) => ({ materialId: i.materialId, qty: i.qty, rate: i.rate, gst: i.gst })),
  };
}

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
  const { reset: resetMutation } = mutation;
  const [bills, setBills] = useState<File[]>([]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm<PurchaseInput, unknown, z.output<typeof purchaseInputSchema>>({
    resolver: zodResolver(purchaseInputSchema),
    defaultValues: toValues(purchase),
  });
  const supplierId = useWatch({ control, name: 'supplierId' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const supplier = suppliers.find((s) => s._id === supplierId);
  const supply = supplier && companyState ? supplyTypeFor(supplier.state, companyState) : 'intra';
  // The same function the server uses, so what is shown is what will be saved.
  const totals = purchaseTotals(
    items.map((i) => ({ qty: Number(i?.qty) || 0, rate: Number(i?.rate) || 0, gst: Number(i?.gst) || 0 })),
    supply,
  );

  useEffect(() => {
    if (!opened) return;
    reset(toValues(purchase));
    setBills([]);
    resetMutation();
  }, [opened, purchase, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    let saved: Purchase;
    try {
      saved = await mutation.mutateAsync({ id: purchase?._id ?? null, input: values });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        if (path === 'supplierId' || path === 'invoiceNo' || path === 'date' || path === 'notes' || path === 'items') {
          setError(path, { message });
        } else if (/^items\.\d+\.(materialId|qty|rate|gst)$/.test(path)) {
          setError(path as `items.${number}.qty`, { message });
        }
      }
      return;
    }
    notifySuccess(purchase ? 'Purchase updated successfully.' : 'Purchase added successfully.');
    if (bills.length > 0) {
      try {
        saved = await upload.mutateAsync({ id: saved._id, files: bills });
      } catch (error) {
        notifyError(error, 'The purchase was saved, but the bill could not be attached');
      }
    }
    onSaved(saved);
    onClose();
  });

  const supplierOptions = suppliers.map((s) => ({ value: s._id, label: `${s.name} — ${s.state}` }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={purchase ? `Edit purchase ${purchase.invoiceNo}` : 'Add Purchase'}
      size="70rem"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {!companyState ? (
            <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
              The company’s state is not set in the company profile, so GST cannot be split into CGST + SGST or IGST.
              Fill in the company profile first.
            </Alert>
          ) : null}
          {mutation.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(mutation.error)}
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
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={errors.supplierId?.message}
                  nothingFoundMessage="No supplier with that name"
                />
              )}
            />
            <TextInput
              label="Invoice number"
              withAsterisk
              error={errors.invoiceNo?.message}
              {...register('invoiceNo')}
            />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending || upload.isPending}>
              {purchase ? 'Save changes' : 'Save Purchase'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
