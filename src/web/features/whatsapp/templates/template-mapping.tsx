import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  TEMPLATE_VARIABLE_LABELS,
  TEMPLATE_VARIABLES,
  type TemplateVariable,
} from '../../../../domain/messaging/variables';
import { placeholderCount } from '../../../../domain/messaging/whatsapp-template';
import { documentListSchema } from '../../../../domain/schemas/document';
import type { WhatsAppTemplate } from '../../../../domain/schemas/whatsapp';
import { api, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { LeadPicker } from '../../messaging';
import { useSaveWhatsAppMapping, useWhatsAppPreview } from '../api/whatsapp-settings';

const variableOptions = TEMPLATE_VARIABLES.map((v) => ({ value: v, label: TEMPLATE_VARIABLE_LABELS[v] }));

/** A library document sent as the template's image or document header. */
function HeaderDocumentSelect({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const docs = useQuery({
    queryKey: ['documents', 'list', 'attachments'],
    queryFn: ({ signal }) => api.get('/api/document/getAllDocuments?page=1&pageSize=100', documentListSchema, signal),
    staleTime: 60_000,
  });
  const data = (docs.data?.documents ?? []).map((d) => ({ value: d._id, label: `${d.title} (${d.file.name})` }));
  if (value && !data.some((d) => d.value === value)) data.push({ value, label: 'A library document' });
  return (
    <Select
      label="Header document"
      description="From the document library; sent with every message of this template."
      placeholder={docs.isPending ? 'Loading the library…' : 'Choose a document'}
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Each {{n}} → one of our lead fields, the header document, and the result for a real lead. */
export function TemplateMapping({ template, canEdit }: { template: WhatsAppTemplate; canEdit: boolean }) {
  const count = placeholderCount(template.body);
  const [params, setParams] = useState<(TemplateVariable | null)[]>(() =>
    Array.from({ length: count }, (_, i) => template.params[i] ?? null),
  );
  const [headerDocumentId, setHeaderDocumentId] = useState<string | null>(template.headerDocumentId);
  const [lead, setLead] = useState<{ id: string; name: string } | null>(null);
  const save = useSaveWhatsAppMapping();
  const preview = useWhatsAppPreview(template.id, lead?.id ?? null);
  const mediaHeader = !!template.header && template.header.format !== 'text';
  const dirty =
    JSON.stringify(params) !== JSON.stringify(Array.from({ length: count }, (_, i) => template.params[i] ?? null)) ||
    headerDocumentId !== template.headerDocumentId;

  const onSave = async () => {
    await save.mutateAsync({ id: template.id, mapping: { params, headerDocumentId } });
    notifySuccess(`Mapping of ${template.name} saved.`);
  };

  return (
    <Stack gap="sm">
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          No placeholders: this template is sent as it is.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {params.map((value, i) => (
            <Select
              // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are numbered by position
              key={i}
              label={`{{${i + 1}}}`}
              placeholder="Choose a lead field"
              data={variableOptions}
              value={value}
              disabled={!canEdit}
              searchable
              onChange={(v) => setParams((p) => p.map((x, j) => (j === i ? (v as TemplateVariable | null) : x)))}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
      )}
      {mediaHeader && canEdit ? <HeaderDocumentSelect value={headerDocumentId} onChange={setHeaderDocumentId} /> : null}
      {mediaHeader && !headerDocumentId ? (
        <Text size="sm" c="orange.8">
          This template has a {template.header?.format} header: choose the document to send with it.
        </Text>
      ) : null}
      {save.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      {canEdit ? (
        <Group justify="flex-end">
          <Button variant="light" onClick={() => void onSave()} loading={save.isPending} disabled={!dirty}>
            SAVE MAPPING
          </Button>
        </Group>
      ) : null}
      <LeadPicker
        value={lead}
        onChange={setLead}
        description="See the message as this lead would get it (saved mapping)."
      />
      {preview.data ? (
        <Stack gap={6}>
          <Text
            size="sm"
            p="sm"
            bg="green.0"
            style={{ whiteSpace: 'pre-wrap', borderRadius: 8, overflowWrap: 'anywhere' }}
            aria-label="Preview"
          >
            {preview.data.text}
          </Text>
          {preview.data.unmapped.length > 0 ? (
            <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} />}>
              No lead field chosen for {preview.data.unmapped.join(', ')}: the template cannot be sent yet.
            </Alert>
          ) : null}
          {preview.data.empty.length > 0 ? (
            <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} />}>
              Empty for this lead, and WhatsApp refuses an empty value: {preview.data.empty.join(', ')}.
            </Alert>
          ) : null}
        </Stack>
      ) : preview.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(preview.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
