import { Button, Text } from '@mantine/core';
import { IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { kycAccessLogQuerySchema } from '../../../../domain/schemas/file';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useKycAccessLog } from '../api/get-kyc-access-log';

type Entry = NonNullable<ReturnType<typeof useKycAccessLog>['data']>['entries'][number];

const columns: Column<Entry>[] = [
  { key: 'at', header: 'When', nowrap: true, render: (e) => <Text size="sm">{formatDateTime(e.at)}</Text> },
  {
    key: 'user',
    header: 'Who',
    render: (e) => (
      <CellText fw={500} maw={240}>
        {e.userName}
      </CellText>
    ),
  },
  { key: 'file', header: 'File', render: (e) => <CellText maw={360}>{e.fileName}</CellText> },
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
/** The page is kept in the URL, so Back from a customer returns to the same page of the log. */
const listParams = kycAccessLogQuerySchema.omit({ pageSize: true });

export function KycAccessLogPage() {
  const url = useListParams(listParams);
  const { page } = url.params;
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
        <ListPager page={page} pages={log.data.pages} onChange={(next) => url.set({ page: next })} summary={false} />
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
