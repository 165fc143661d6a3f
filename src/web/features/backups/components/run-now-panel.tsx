import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isJobFinished } from '../../../../domain/schemas/job';
import { backupKeys } from '../../../lib/backup-queries';
import { formatBytes } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useJob } from '../../../lib/use-job';
import { JobProgress } from '../../../ui/job-progress';
import { useRunBackup } from '../api/backups';

/** Run now, and the running backup's progress; the list refreshes when it ends. */
export function RunNowPanel({ runningJobId }: { runningJobId: string | null }) {
  const run = useRunBackup();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(runningJobId);
  useEffect(() => {
    if (runningJobId) setJobId(runningJobId);
  }, [runningJobId]);
  const { job, perSecond, secondsLeft } = useJob(jobId);
  const finished = job ? isJobFinished(job.status) : false;
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: backupKeys.all });
  }, [finished, queryClient]);

  const start = async () => {
    try {
      setJobId((await run.mutateAsync()).jobId);
    } catch (error) {
      notifyError(error);
    }
  };
  const busy = job ? !isJobFinished(job.status) : false;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} fz="lg">
              Back up now
            </Title>
            <Text size="sm" c="dimmed">
              A consistent copy of the database and every uploaded file; people keep working meanwhile.
            </Text>
          </div>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => void start()}
            loading={run.isPending}
            disabled={busy}
          >
            Run now
          </Button>
        </Group>
        {job ? (
          <JobProgress
            job={job}
            perSecond={perSecond}
            secondsLeft={secondsLeft}
            unit="MB"
            renderResult={(result) => {
              const r = result as {
                fileName?: string;
                bytes?: number;
                skipped?: string;
                copy?: { ok: boolean; error: string | null } | null;
              };
              if (r?.skipped) return r.skipped;
              return `${r?.fileName ?? 'The archive'} (${formatBytes(r?.bytes ?? 0)}) is in the backup folder.${
                r?.copy && !r.copy.ok ? ` The copy to the second folder failed: ${r.copy.error}` : ''
              }`;
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
