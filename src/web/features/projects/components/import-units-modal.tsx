import { Alert, Anchor, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { UnitImportResult } from '../../../../domain/schemas/unit-import';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { formatCount } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendUnitsFile, useImportUnits } from '../api/units';

/** Units from a CSV or Excel file: the preview lists wrong rows by number, then the valid rows are imported. */
export function ImportUnitsModal({
  projectId,
  opened,
  onClose,
}: {
  projectId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<UnitImportResult | null>(null);
  const [previewError, setPreviewError] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const importUnits = useImportUnits(projectId);

  const close = () => {
    setFile(null);
    setPreview(null);
    setPreviewError(null);
    importUnits.reset();
    onClose();
  };
  const choose = async (next: File | null) => {
    setFile(next);
    setPreview(null);
    setPreviewError(null);
    if (!next) return;
    setChecking(true);
    try {
      setPreview(await sendUnitsFile(projectId, next, false));
    } catch (error) {
      setPreviewError(error);
    } finally {
      setChecking(false);
    }
  };
  const confirm = async () => {
    if (!file) return;
    try {
      const done = await importUnits.mutateAsync(file);
      notifySuccess(`${formatCount(done.created)} units were imported.`);
      close();
    } catch {
      // Shown in the alert below.
    }
  };
  const sample = () =>
    downloadFile('/api/units/import-sample', 'units-import-sample.csv', 'Could not download the sample').catch((e) =>
      notifyError(e, 'Could not download the sample'),
    );

  return (
    <Modal opened={opened} onClose={close} title="Import units from a file" size="xl">
      <Stack gap="md">
        <Text size="sm">
          A CSV or Excel (.xlsx) file with the columns tower, number, floor, type, carpet, balcony, saleable (areas in
          m²), facing, parking and locations. The towers must exist.{' '}
          <Anchor component="button" type="button" size="sm" onClick={sample}>
            Download the sample file
          </Anchor>
        </Text>
        <FileInput
          label="File"
          placeholder="Choose a .csv or .xlsx file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={18} />}
          value={file}
          onChange={choose}
          clearable
        />
        {checking ? <Text size="sm">Reading the file…</Text> : null}
        {previewError || importUnits.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(previewError ?? importUnits.error)}
          </Alert>
        ) : null}
        {preview ? (
          <>
            <Text fw={600} aria-live="polite">
              {formatCount(preview.total)} rows: {formatCount(preview.valid)} ready to import
              {preview.errors.length ? `, ${formatCount(preview.errors.length)} with errors (left out)` : ''}.
            </Text>
            {preview.errors.length ? (
              <ScrollArea.Autosize mah={220}>
                <Table striped withTableBorder aria-label="Rows with errors">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={70}>Row</Table.Th>
                      <Table.Th>What is wrong</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.errors.map((e) => (
                      <Table.Tr key={e.row}>
                        <Table.Td>{e.row}</Table.Td>
                        <Table.Td>{e.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            ) : null}
            {preview.sample.length ? (
              <ScrollArea.Autosize mah={220}>
                <Table withTableBorder aria-label="Units to import">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Tower</Table.Th>
                      <Table.Th>Number</Table.Th>
                      <Table.Th>Floor</Table.Th>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Carpet m²</Table.Th>
                      <Table.Th>Saleable m²</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.sample.map((u) => (
                      <Table.Tr key={u.row}>
                        <Table.Td>{u.row}</Table.Td>
                        <Table.Td>{u.tower}</Table.Td>
                        <Table.Td>{u.number}</Table.Td>
                        <Table.Td>{u.floor}</Table.Td>
                        <Table.Td>{u.type}</Table.Td>
                        <Table.Td>{u.carpetSqm}</Table.Td>
                        <Table.Td>{u.saleableSqm}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            ) : null}
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!preview || preview.valid === 0} loading={importUnits.isPending}>
            {preview ? `Import ${formatCount(preview.valid)} units` : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
