import { FileInput, Select, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { DOCUMENT_CATEGORIES, documentInputSchema } from '../../../../domain/schemas/document';
import { useModalForm } from '../../../lib/use-modal-form';
import { FormModal } from '../../../ui/form-modal';
import { useUploadDocument } from '../api/upload-document';

// The shared text fields plus the file, so a missing file is flagged with the rest on the first submit.
const uploadSchema = documentInputSchema.extend({ file: z.instanceof(File, { error: 'Choose a file to upload.' }) });
type UploadForm = z.input<typeof uploadSchema>;
const fieldNames = ['title', 'category', 'description', 'file'] as const;
const toValues = (): UploadForm => ({
  title: '',
  category: undefined as unknown as UploadForm['category'],
  description: '',
  file: undefined as unknown as File,
});

function toFormData({ title, category, description, file }: z.output<typeof uploadSchema>): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('category', category);
  if (description) form.append('description', description);
  form.append('file', file);
  return form;
}

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
  const { form, modalProps } = useModalForm(uploadSchema, {
    opened,
    onClose,
    record: null,
    addLabel: 'Upload Document',
    submitLabel: 'Upload',
    mutation: upload,
    toValues,
    onOpen: upload.reset,
    save: (values) => upload.mutateAsync(toFormData(values)),
    success: (saved) => `${saved.title} was uploaded.`,
    fieldNames,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <FormModal {...modalProps} size="lg">
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
      <Controller
        control={control}
        name="file"
        render={({ field }) => (
          <FileInput
            label="File"
            withAsterisk
            description="PDF, image, Word, Excel, PowerPoint or OpenDocument; up to 10 MB"
            placeholder="Choose a file"
            accept={LIBRARY_ACCEPT}
            clearable
            leftSection={<IconPaperclip size={16} />}
            value={field.value ?? null}
            onChange={(file) => field.onChange(file ?? undefined)}
            error={errors.file?.message}
          />
        )}
      />
    </FormModal>
  );
}
