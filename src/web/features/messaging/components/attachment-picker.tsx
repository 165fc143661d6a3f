import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { documentListSchema } from '../../../../domain/schemas/document';
import { api } from '../../../lib/api-client';

/**
 * Files from the document library (brochure, price sheet) attached to every email of a template.
 * The library is read a hundred at a time, the newest first; the saved ids stay chosen even when
 * older than that.
 */
export function AttachmentPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const docs = useQuery({
    queryKey: ['documents', 'list', 'attachments'],
    queryFn: ({ signal }) => api.get('/api/document/getAllDocuments?page=1&pageSize=100', documentListSchema, signal),
    staleTime: 60_000,
  });
  const data = (docs.data?.documents ?? []).map((d) => ({
    value: d._id,
    label: `${d.title} (${d.category}, ${d.file.name})`,
  }));
  for (const id of value) if (!data.some((d) => d.value === id)) data.push({ value: id, label: 'A library document' });
  return (
    <MultiSelect
      label="Attachments"
      description="From the document library; each email carries these files."
      placeholder={docs.isPending ? 'Loading the library…' : value.length ? undefined : 'None'}
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? (docs.isError ? 'Could not load the document library.' : undefined)}
      nothingFoundMessage={
        docs.isSuccess && docs.data.documents.length === 0
          ? 'The document library is empty: upload the brochure or price sheet on Documents first.'
          : 'No document matches'
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}
