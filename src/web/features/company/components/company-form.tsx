import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GST_STATE_NAMES } from '../../../../domain/gst-states';
import { type Company, companyInputSchema } from '../../../../domain/schemas/company';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFileUrl } from '../../../lib/file-url';
import { notifySuccess } from '../../../lib/notify';
import { useSaveCompany } from '../api/save-company';

type FormValues = z.input<typeof companyInputSchema>;
const names = [
  'name',
  'address',
  'city',
  'state',
  'pincode',
  'gstin',
  'phone',
  'email',
  'website',
  'signatoryName',
  'signatoryTitle',
] as const;

function toValues(c: Company): FormValues {
  return Object.fromEntries(names.map((n) => [n, c[n] ?? ''])) as FormValues;
}

/** The letterhead printed on quotations and tax invoices. */
export function CompanyForm({ company }: { company: Company }) {
  const save = useSaveCompany();
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const current = useFileUrl(removeLogo ? null : company.logoFileId);
  const [preview, setPreview] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, z.output<typeof companyInputSchema>>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: toValues(company),
  });

  useEffect(() => {
    if (!logo) return setPreview(null);
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ fields: values, logo, removeLogo });
      reset(toValues(saved));
      setLogo(null);
      setRemoveLogo(false);
      notifySuccess('Company profile saved.');
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [path, message] of Object.entries(error.fields ?? {})) {
        const field = names.find((n) => n === path);
        if (field) setError(field, { message });
      }
    }
  });

  const shown = preview ?? current.data ?? null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Company Profile">
      <Stack gap="lg">
        {save.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Company name" withAsterisk {...register('name')} error={errors.name?.message} />
            <TextInput
              label="GSTIN"
              placeholder="27ABCDE1234F1Z5"
              maxLength={15}
              {...register('gstin')}
              error={errors.gstin?.message}
            />
          </SimpleGrid>
          <Textarea
            label="Address"
            withAsterisk
            autosize
            minRows={2}
            mt="sm"
            {...register('address')}
            error={errors.address?.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
            <TextInput label="City" {...register('city')} error={errors.city?.message} />
            <Controller
              control={control}
              name="state"
              render={({ field }) => (
                <Select
                  label="State"
                  withAsterisk
                  searchable
                  data={[...GST_STATE_NAMES]}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={errors.state?.message}
                  description="Decides CGST + SGST or IGST on invoices."
                />
              )}
            />
            <TextInput
              label="Pincode"
              inputMode="numeric"
              maxLength={6}
              {...register('pincode')}
              error={errors.pincode?.message}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
            <TextInput label="Phone" type="tel" {...register('phone')} error={errors.phone?.message} />
            <TextInput label="Email" type="email" {...register('email')} error={errors.email?.message} />
            <TextInput label="Website" {...register('website')} error={errors.website?.message} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <TextInput label="Signatory name" {...register('signatoryName')} error={errors.signatoryName?.message} />
            <TextInput
              label="Signatory title"
              placeholder="Director"
              {...register('signatoryTitle')}
              error={errors.signatoryTitle?.message}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" gap="lg">
            {shown ? (
              <Image src={shown} alt="Company logo" h={72} w="auto" fit="contain" />
            ) : (
              <Text size="sm" c="dimmed">
                No logo
              </Text>
            )}
            <FileInput
              label="Logo"
              description="PNG, JPEG or WebP"
              accept="image/png,image/jpeg,image/webp"
              value={logo}
              onChange={(file) => {
                setLogo(file);
                if (file) setRemoveLogo(false);
              }}
              clearable
              leftSection={<IconPhoto size={16} />}
              w={280}
            />
            {company.logoFileId && !removeLogo && !logo ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setRemoveLogo(true)}
              >
                Remove logo
              </Button>
            ) : null}
          </Group>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!isDirty && !logo && !removeLogo}>
            Save Company Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
