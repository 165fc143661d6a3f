import { ActionIcon, Alert, Button, Group, Paper, Radio, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportPreview, LeadImportField } from '../../../../domain/schemas/lead-import';
import { formatCount } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { CellText } from '../../../ui/cell-text';
import { confirmAction } from '../../../ui/confirm';
import { savedMappingsQueryOptions, useDeleteMapping } from '../api/imports';
import { applySavedMapping, type ColumnFields, fieldOptions, type MappingProblems } from './mapping-state';

/** Wide enough for "Alternate mobile" in the picker; a 40-column file scrolls sideways in its card. */
const COLUMN_WIDTH = 190;

interface MappingStepProps {
  preview: ImportPreview;
  fields: ColumnFields;
  onFields: (fields: ColumnFields) => void;
  unmapped: 'notes' | 'ignore';
  onUnmapped: (value: 'notes' | 'ignore') => void;
  problems: MappingProblems;
  /** Switching the sheet of an .xlsx asks the server for that sheet's preview. */
  onSheet: (sheet: string) => void;
  sheetLoading: boolean;
}

/** Step 2: the first rows of the file with a lead field chosen above each column. */
export function MappingStep({
  preview,
  fields,
  onFields,
  unmapped,
  onUnmapped,
  problems,
  onSheet,
  sheetLoading,
}: MappingStepProps) {
  const mapped = fields.filter(Boolean).length;
  const setField = (index: number, field: LeadImportField | null) =>
    onFields(preview.headers.map((_, i) => (i === index ? field : (fields[i] ?? null))));

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        {preview.fileKind === 'xlsx' && preview.sheets.length > 1 ? (
          <Select
            label="Sheet"
            data={preview.sheets}
            value={preview.sheet}
            onChange={(sheet) => sheet && onSheet(sheet)}
            allowDeselect={false}
            disabled={sheetLoading}
            w={220}
          />
        ) : null}
        <SavedMappings preview={preview} onApply={onFields} />
      </Group>

      <Text size="sm" c="dimmed">
        {preview.fileName} · {formatCount(preview.headers.length)} columns ·{' '}
        {preview.sample.length < 20 ? `${preview.sample.length} rows` : 'first 20 rows'}
        {preview.delimiter ? ` · separated by ${delimiterName(preview.delimiter)}` : ''}
        {preview.encoding === 'windows-1252' ? ' · Windows-1252 text' : ''} · {mapped} mapped
      </Text>

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={preview.headers.length * COLUMN_WIDTH} type="native">
          <Table
            aria-label="First rows of the file"
            striped
            verticalSpacing={6}
            horizontalSpacing="xs"
            withColumnBorders
          >
            <Table.Thead>
              <Table.Tr>
                {preview.headers.map((header, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; a column is its position.
                  <Table.Th key={`h${index}`} w={COLUMN_WIDTH} miw={COLUMN_WIDTH} style={{ verticalAlign: 'bottom' }}>
                    <CellText maw={COLUMN_WIDTH - 20} fw={700} empty={`Column ${index + 1}`}>
                      {header}
                    </CellText>
                  </Table.Th>
                ))}
              </Table.Tr>
              <Table.Tr>
                {preview.headers.map((header, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; a column is its position.
                  <Table.Th key={`m${index}`} style={{ verticalAlign: 'top' }}>
                    <Select
                      aria-label={`Lead field for ${header || `column ${index + 1}`}`}
                      placeholder="Not mapped"
                      data={fieldOptions}
                      value={fields[index] ?? null}
                      onChange={(value) => setField(index, (value as LeadImportField | null) ?? null)}
                      clearable
                      size="xs"
                      error={problems.columns.get(index)}
                      comboboxProps={{ withinPortal: true }}
                    />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.sample.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sample rows have no identity but their position.
                <Table.Tr key={r}>
                  {preview.headers.map((_, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional.
                    <Table.Td key={c}>
                      <CellText maw={COLUMN_WIDTH - 20} lines={1} empty="">
                        {row[c] ?? ''}
                      </CellText>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      {problems.mobileMissing ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
          Map a column to Mobile. Leads are matched and de-duplicated by their mobile number.
        </Alert>
      ) : null}

      <Radio.Group
        label="Unmapped columns"
        value={unmapped}
        onChange={(value) => onUnmapped(value as 'notes' | 'ignore')}
      >
        <Group mt={6} gap="lg">
          <Radio value="notes" label="Add to notes (as “Column: value”)" />
          <Radio value="ignore" label="Ignore" />
        </Group>
      </Radio.Group>
    </Stack>
  );
}

function delimiterName(delimiter: string): string {
  if (delimiter === ',') return 'commas';
  if (delimiter === ';') return 'semicolons';
  if (delimiter === '\t') return 'tabs';
  if (delimiter === '|') return 'pipes';
  return `“${delimiter}”`;
}

/** Mappings saved by name at earlier imports: apply one to this file, or delete it. */
function SavedMappings({ preview, onApply }: { preview: ImportPreview; onApply: (fields: ColumnFields) => void }) {
  const saved = useQuery({ ...savedMappingsQueryOptions(), placeholderData: preview.savedMappings as never });
  const remove = useDeleteMapping();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = saved.data ?? [];
  if (list.length === 0) return null;
  const current = list.find((m) => m._id === chosen) ?? null;

  const onDelete = async () => {
    if (!current) return;
    const confirmed = await confirmAction({
      title: 'Delete saved mapping',
      message: `Delete the saved mapping “${current.name}”? Imports that used it are not changed.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(current._id);
      setChosen(null);
      notifySuccess('The saved mapping is deleted.');
    } catch {
      // Told once, by the mutation cache (lib/query-client.ts).
    }
  };

  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="Saved mapping"
        placeholder="Choose a saved mapping"
        data={list.map((m) => ({ value: m._id, label: m.name }))}
        value={chosen}
        onChange={setChosen}
        clearable
        w={240}
      />
      <Button
        variant="default"
        disabled={!current}
        onClick={() => current && onApply(applySavedMapping(preview.headers, current.mapping))}
      >
        Apply
      </Button>
      <Tooltip label="Delete saved mapping">
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label="Delete saved mapping"
          disabled={!current}
          loading={remove.isPending}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
