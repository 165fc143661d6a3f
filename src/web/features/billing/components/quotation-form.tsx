import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BRANCH_TYPES, QUOTATION_TYPES } from '../../../../domain/billing/catalogue';
import { paths } from '../../../../domain/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DateField } from '../../../ui/date-field';
import { useSaveQuotation } from '../api/save-quotation';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { AddressFields } from './address-fields';
import { BankFields } from './bank-fields';
import { type FormMode, type QuotationFormValues, quotationFormSchema, toInput } from './form-model';
import { ProductRows } from './product-rows';
import { TotalsSummary } from './totals-summary';

interface QuotationFormProps {
  mode: FormMode;
  initialValues: QuotationFormValues;
  /** The quotation being edited. */
  quotationId?: string;
  draftId: string | null;
  /** A resumed draft counts as unsaved work from the start. */
  startDirty?: boolean;
}

// The original application's own words for a failed save and update.
const MESSAGES = {
  create: { ok: 'Quotation Saved Successfully!', fail: 'Failed to save quotation. See console for details.' },
  edit: { ok: 'Quotation updated!', fail: 'Failed to update quotation.' },
};

export function QuotationForm({ mode, initialValues, quotationId, draftId, startDirty }: QuotationFormProps) {
  const navigate = useNavigate();
  const save = useSaveQuotation(mode === 'edit' ? (quotationId ?? null) : null);
  const [saved, setSaved] = useState(false);
  const {
    control,
    register,
    setValue,
    setError,
    clearErrors,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm({ defaultValues: initialValues, resolver: zodResolver(quotationFormSchema, undefined, { raw: true }) });
  const values = useWatch({ control }) as QuotationFormValues;
  const sameAsBilling = useWatch({ control, name: 'sameAsBilling' });
  const billing = useWatch({ control, name: 'billing' });

  // 'Same as billing address' copies when ticked and keeps copying while ticked.
  useEffect(() => {
    if (sameAsBilling) setValue('shipping', { ...billing });
  }, [sameAsBilling, billing, setValue]);

  const autosave = useDraftAutosave({
    kind: mode === 'create' ? 'quotation-create' : 'quotation-edit',
    quotationId,
    initialDraftId: draftId,
    values: values as unknown as Record<string, unknown>,
    dirty: isDirty || Boolean(startDirty),
    title: [values.quoteNo, values.name].filter(Boolean).join(' · '),
    enabled: !saved && !save.isPending,
  });

  // The resolver has marked every bad field before this runs; the server's field errors go under
  // their fields too, and only a failure no field explains becomes the spec's toast.
  const onSubmit = handleSubmit(async (formValues) => {
    clearErrors();
    await autosave.waitForSave();
    try {
      await save.mutateAsync(toInput(formValues, autosave.draftId()));
      setSaved(true);
      notifySuccess(MESSAGES[mode].ok);
      navigate(paths.quotations());
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      for (const [index, [path, message]] of fields.entries()) {
        setError(path as keyof QuotationFormValues, { message }, { shouldFocus: index === 0 });
      }
      if (fields.length === 0) notifyError(error, MESSAGES[mode].fail);
    }
  });

  const draftNote =
    autosave.status === 'saving'
      ? 'Saving draft…'
      : autosave.status === 'saved' && autosave.savedAt
        ? `Draft saved ${formatDateTime(autosave.savedAt)}`
        : autosave.status === 'error'
          ? 'Could not save a draft; your changes are still on this page.'
          : '';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={mode === 'create' ? 'Create Quotation' : 'Edit Quotation'}>
      <Stack gap="lg">
        <Fieldset legend="Quotation">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label="Lead Mobile No"
              withAsterisk
              inputMode="tel"
              {...register('mobile')}
              error={errors.mobile?.message}
            />
            <TextInput label="Quotation No" withAsterisk {...register('quoteNo')} error={errors.quoteNo?.message} />
            <Controller
              control={control}
              name="valid"
              render={({ field }) => (
                <DateField
                  label="Valid Until"
                  withAsterisk
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.valid?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="branchtype"
              render={({ field }) => (
                <Select
                  label="Branch Detail"
                  withAsterisk
                  data={[...BRANCH_TYPES]}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  allowDeselect={false}
                  error={errors.branchtype?.message}
                />
              )}
            />
            <TextInput
              label="Receiver Company Name"
              withAsterisk
              {...register('name')}
              error={errors.name?.message}
              style={{ gridColumn: 'span 2' }}
            />
            <TextInput
              label="Receiver GSTIN/UIN No"
              {...register('gstin')}
              onBlur={(e) => setValue('gstin', e.currentTarget.value.trim().toUpperCase())}
              error={errors.gstin?.message}
              maxLength={15}
            />
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Select
                  label="Type"
                  placeholder="Choose a type"
                  data={[...QUOTATION_TYPES]}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  clearable
                  error={errors.type?.message}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>

        <Stack gap="md">
          <AddressFields
            which="billing"
            legend="Billing Address"
            control={control}
            setValue={setValue}
            errors={errors}
            requiredStreet
          />
          <Checkbox label="Same as billing address" {...register('sameAsBilling')} />
          <AddressFields
            which="shipping"
            legend="Shipping Address"
            control={control}
            setValue={setValue}
            errors={errors}
            readOnly={sameAsBilling}
          />
        </Stack>

        <ProductRows mode={mode} control={control} setValue={setValue} errors={errors} />

        <BankFields register={register} setValue={setValue} />

        <TotalsSummary control={control} />

        <Group justify="space-between">
          <Text size="sm" c={autosave.status === 'error' ? 'red' : 'dimmed'} aria-live="polite">
            {draftNote}
          </Text>
          <Group>
            <Button variant="default" onClick={() => navigate(paths.quotations())}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
              {mode === 'create' ? 'Save Quotation' : 'Update Quotation'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
