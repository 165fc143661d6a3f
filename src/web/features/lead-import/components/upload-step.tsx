import { Alert, Anchor, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { type ImportPreview, LEAD_IMPORT_MAX_BYTES } from '../../../../domain/schemas/lead-import';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { downloadSampleFile, uploadImportFile } from '../api/imports';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 1.2 MB, 850 KB: sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${formatCount(bytes)} bytes`;
}

/** The checks the browser can make before sending 200 MB; the server repeats them and says more. */
export function fileProblem(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a .csv or .xlsx file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > LEAD_IMPORT_MAX_BYTES) return `The file is ${formatBytes(file.size)}; the limit is 200 MB.`;
  return null;
}

interface UploadStepProps {
  onUploaded: (preview: ImportPreview) => void;
}

/** Step 1: choose or drop a file; it uploads with a progress bar and the server answers with a preview. */
export function UploadStep({ onUploaded }: UploadStepProps) {
  const [progress, setProgress] = useState<(UploadProgress & { name: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [sampleBusy, setSampleBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const upload = async (file: File | null) => {
    if (!file || progress) return;
    const problem = fileProblem(file);
    setError(problem);
    if (problem) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ name: file.name, loaded: 0, total: file.size });
    try {
      const preview = await uploadImportFile(file, (p) => setProgress({ name: file.name, ...p }), controller.signal);
      onUploaded(preview);
    } catch (cause) {
      if (!controller.signal.aborted) setError(errorMessage(cause, 'The file could not be uploaded.'));
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0] ?? null);
  };

  const onSample = async () => {
    setSampleBusy(true);
    try {
      await downloadSampleFile();
    } catch (cause) {
      notifyError(cause, 'Could not download the sample file');
    } finally {
      setSampleBusy(false);
    }
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="xl"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-color-blue-5)' : undefined,
          background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        {progress ? (
          <Stack gap="xs" role="status" aria-live="polite">
            <Text fw={600}>Uploading {progress.name}…</Text>
            <Progress value={percent} size="lg" aria-label="Upload progress" striped animated={percent >= 100} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {percent >= 100
                  ? 'Uploaded; reading the first rows…'
                  : `${formatBytes(progress.loaded)} of ${formatBytes(progress.total)} (${percent}%)`}
              </Text>
              <Button variant="subtle" color="gray" size="xs" onClick={() => abort.current?.abort()}>
                Cancel upload
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack align="center" gap="sm">
            <IconFileSpreadsheet size={40} stroke={1.4} color="var(--mantine-color-blue-6)" />
            <Text fw={600} ta="center">
              Drop a .csv or .xlsx file here, or choose one
            </Text>
            <Text size="sm" c="dimmed" ta="center" maw={560}>
              Up to 200 MB. CSV with commas, semicolons, tabs or pipes, in UTF-8 or Windows-1252; Excel from its first
              sheet or one you choose. The first row holds the column names.
            </Text>
            <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={18} />}>
                  Choose file
                </Button>
              )}
            </FileButton>
          </Stack>
        )}
      </Paper>
      {error ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The file was not accepted" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group gap="xs">
        <IconDownload size={16} />
        <Anchor component="button" type="button" size="sm" onClick={onSample} disabled={sampleBusy}>
          Download sample file
        </Anchor>
        <Text size="sm" c="dimmed">
          — our columns and two example rows, to fill in or compare with your export.
        </Text>
      </Group>
    </Stack>
  );
}
