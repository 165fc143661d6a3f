import { Button, Group, Pagination, Text } from '@mantine/core';
import { IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount, formatDateTime } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useKycAccessLog } from '../api/get-kyc-access-log';

type Entry = NonNullable<ReturnType<typeof useKycAccessLog>['data']>['entries'][number];

const columns: Column<Entry>[] = [
  { key: 'at', header: 'When', render: (e) => <Text size="sm">{formatDateTime(e.at)}</Text> },
  {
    key: 'user',
    header: 'Who',
    render: (e) => (
      <Text size="sm" fw={500}>
        {e.userName}
      </Text>
    ),
  },
  { key: 'file', header: 'File', render: (e) => <Text size="sm">{e.fileName}</Text> },
  {
    key: 'ip',
    header: 'IP address',
    render: (e) => (
      <Text size="sm" ff="monospace" c={e.ip ? undefined : 'dimmed'}>
        {e.ip ?? '—'}
      </Text>
    ),
  },
];

/** Who opened which KYC document, and when (administrators only). */
export function KycAccessLogPage() {
  const [page, setPage] = useState(1);
  const log = useKycAccessLog(page);

  let body: React.ReactNode;
  if (log.isPending) body = <LoadingSpinner label="Loading the access log…" />;
  else if (log.isError)
    body = (
      <ErrorState
        title="Could not load the access log"
        error={log.error}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  else if (log.data.total === 0)
    body = (
      <EmptyList
        icon={<IconShieldCheck size={26} />}
        title="No KYC document has been opened yet"
        description="Every time someone views an Aadhar card, PAN card, light bill or other customer document, it is listed here."
      />
    );
  else
    body = (
      <>
        <DataTable
          label="KYC access log"
          columns={columns}
          rows={log.data.entries}
          rowKey={(e) => e._id}
          minWidth={720}
        />
        {log.data.pages > 1 ? (
          <Group justify="center" mt="md">
            <Pagination total={log.data.pages} value={page} onChange={setPage} aria-label="Pages" />
          </Group>
        ) : null}
      </>
    );

  return (
    <>
      <PageHeader
        title="KYC Access Log"
        description="Every view of a customer's KYC documents: who, which file, when."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={log.isFetching && !log.isPending}
            onClick={() => void log.refetch()}
          >
            Refresh
          </Button>
        }
      />
      {log.data && log.data.total > 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {formatCount(log.data.total)} {log.data.total === 1 ? 'view' : 'views'} recorded
        </Text>
      ) : null}
      {body}
    </>
  );
}
