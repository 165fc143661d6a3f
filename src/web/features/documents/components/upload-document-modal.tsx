import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileInput, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DOCUMENT_CATEGORIES, documentInputSchema } from '../../../../domain/schemas/document';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useUploadDocument } from '../api/upload-document';

type DocumentForm = z.input<typeof documentInputSchema>;
const blank = { title: '', category: undefined as unknown as DocumentForm['category'], description: '' };

export const LIBRARY_ACCEPT = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
].join(',');

export function UploadDocumentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useUploadDocument();
  const { reset: resetMutation } = upload;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DocumentForm, unknown, z.output<typeof documentInputSchema>>({
    resolver: zodResolver(documentInputSchema),
    defaultValues: blank,
  });

  useEffect(() => {
    if (!opened) return;
    reset(blank);
    setFile(null);
    setFileError(null);
    resetMutation();
  }, [opened, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    if (!file) {
      setFileError('Choose a file to upload.');
      return;
    }
    const form = new FormData();
    form.append('title', values.title);
    form.append('category', values.category);
    if (values.description) form.append('description', values.description);
    form.append('file', file);
    try {
      const saved = await upload.mutateAsync(form);
      notifySuccess(`${saved.title} was uploaded.`);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const fields = error.fields ?? {};
      if (fields.title) setError('title', { message: fields.title });
      if (fields.category) setError('category', { message: fields.category });
      if (fields.file) setFileError(fields.file);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Upload Document" size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {upload.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(upload.error)}
            </Alert>
          ) : null}
          <TextInput label="Title" withAsterisk autoFocus error={errors.title?.message} {...register('title')} />
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                label="Category"
                withAsterisk
                placeholder="Choose a category"
                data={[...DOCUMENT_CATEGORIES]}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                error={errors.category?.message}
              />
            )}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            error={errors.description?.message}
            {...register('description')}
          />
          <FileInput
            label="File"
            withAsterisk
            description="PDF, image, Word, Excel, PowerPoint or OpenDocument; up to 10 MB"
            placeholder="Choose a file"
            accept={LIBRARY_ACCEPT}
            clearable
            leftSection={<IconPaperclip size={16} />}
            value={file}
            onChange={(value) => {
              setFile(value);
              setFileError(null);
            }}
            error={fileError}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={upload.isPending}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
