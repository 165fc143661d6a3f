import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload, IconTableExport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { jobViewSchema } from '../../../../domain/schemas/job';
import type { ExportFormat } from '../../../../domain/schemas/report';
import { api, errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { formatCount } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useJob } from '../../../lib/use-job';
import { JobProgress } from '../../../ui/job-progress';

const started = z.object({ job: jobViewSchema });

/**
 * "Export rows": every lead behind the report as CSV or Excel. A big period can hold a million
 * leads, so the server writes the file in a job; this follows its progress and offers the file
 * when it is done (decision 136). The filters are the report's at the moment of the click.
 */
export function RowsExportButton({ filters }: { filters: Record<string, unknown> }) {
  const [opened, setOpened] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [jobId, setJobId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { job, perSecond, secondsLeft, isError, error } = useJob(jobId);
  const start = useMutation({
    mutationFn: () => api.post('/api/report/lead/rows/export', { ...filters, format }, started),
    onSuccess: (r) => setJobId(r.job._id),
    onError: notifyError,
  });
  const close = () => {
    setOpened(false);
    setJobId(null);
  };
  const save = async () => {
    if (!jobId) return;
    setSaving(true);
    try {
      await downloadFile(
        `/api/report/lead/rows/export/${jobId}/file`,
        `lead-report-rows.${format}`,
        'The file could not be downloaded.',
      );
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconTableExport size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Export rows
      </Button>
      <Modal opened={opened} onClose={close} title="Export the leads behind the report" size="lg">
        <Stack gap="md">
          <Text size="sm">
            Every lead of the report’s period and filters, with the lead list’s columns. A long period is written in the
            background: you can follow it here.
          </Text>
          {jobId === null ? (
            <>
              <SegmentedControl
                aria-label="File format"
                value={format}
                onChange={(v) => setFormat(v as ExportFormat)}
                data={[
                  { value: 'csv', label: 'CSV' },
                  { value: 'xlsx', label: 'Excel' },
                ]}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={() => start.mutate()} loading={start.isPending}>
                  Start export
                </Button>
              </Group>
            </>
          ) : (
            <>
              {job ? (
                <JobProgress
                  job={job}
                  perSecond={perSecond}
                  secondsLeft={secondsLeft}
                  unit="leads"
                  renderResult={() => `${formatCount(job.progress.done)} leads written.`}
                />
              ) : isError ? (
                <Text c="red" size="sm" role="alert">
                  {errorMessage(error, 'Could not follow the export.')}
                </Text>
              ) : (
                <Text size="sm">Starting…</Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Close
                </Button>
                <Button
                  leftSection={<IconDownload size={16} aria-hidden />}
                  disabled={job?.status !== 'succeeded'}
                  loading={saving}
                  onClick={() => void save()}
                >
                  Download {format === 'csv' ? 'CSV' : 'Excel'}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
