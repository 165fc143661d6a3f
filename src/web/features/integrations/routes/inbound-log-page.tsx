import { Anchor, Badge, Button, Code, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../domain/paths';
import {
  CONNECTOR_KINDS,
  CONNECTOR_LABELS,
  INBOUND_RESULTS,
  type InboundResult,
  PUSH_KINDS,
  PUSH_LABELS,
} from '../../../../domain/schemas/inbound';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { DateField } from '../../../ui/date-field';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useInboundEvents, useReplayEvent } from '../api/integrations';

const RESULT_LABELS: Record<InboundResult, string> = {
  pending: 'Pending',
  created: 'New lead',
  re_enquiry: 'Re-enquiry',
  duplicate: 'Duplicate',
  failed: 'Failed',
  test: 'Test',
};
const RESULT_COLORS: Record<InboundResult, string> = {
  pending: 'gray',
  created: 'green',
  re_enquiry: 'blue',
  duplicate: 'gray',
  failed: 'red',
  test: 'yellow',
};
const ORIGINS = [
  ...CONNECTOR_KINDS.map((k) => ({ value: `pull:${k}`, label: `${CONNECTOR_LABELS[k]} (pull)` })),
  ...PUSH_KINDS.map((k) => ({ value: `push:${k}`, label: `${PUSH_LABELS[k]} (push)` })),
];

/** /automation/inbound-log: every enquiry that arrived, what it became, and replay of failures. */
export function InboundLogPage() {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<string | null>(null);
  const filter = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  const query = new URLSearchParams(params);
  query.set('pageSize', '25');
  const events = useInboundEvents(query.toString());
  const replay = useReplayEvent();

  return (
    <>
      <PageHeader
        title="Inbound log"
        description="Every enquiry from the portals, ad forms and the website, as it arrived (secrets removed)."
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <Select
          label="Connector"
          placeholder="All"
          data={ORIGINS}
          value={params.get('origin')}
          onChange={(v) => filter('origin', v)}
          clearable
          w={240}
        />
        <Select
          label="Result"
          placeholder="All"
          data={INBOUND_RESULTS.map((r) => ({ value: r, label: RESULT_LABELS[r] }))}
          value={params.get('result')}
          onChange={(v) => filter('result', v)}
          clearable
          w={170}
        />
        <DateField
          label="From"
          value={params.get('from') ?? ''}
          onChange={(v) => filter('from', v)}
          clearable
          w={160}
        />
        <DateField label="To" value={params.get('to') ?? ''} onChange={(v) => filter('to', v)} clearable w={160} />
      </Group>
      {events.isPending ? (
        <LoadingSpinner label="Loading the inbound log…" />
      ) : events.isError ? (
        <ErrorState
          title="Could not load the inbound log"
          error={events.error}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : events.data.events.length === 0 ? (
        <EmptyList
          title="Nothing arrived yet"
          description="Enquiries appear here as the portals are polled and senders push them."
        />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={800}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Connector</Table.Th>
                  <Table.Th>Enquiry</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>Lead</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.events.map((e) => {
                  const enquiry = ((e.payload as { enquiry?: Record<string, unknown> })?.enquiry ?? {}) as Record<
                    string,
                    string | null
                  >;
                  return (
                    <Fragment key={e._id}>
                      <Table.Tr>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.receivedAt)}</Table.Td>
                        <Table.Td>{e.originLabel}</Table.Td>
                        <Table.Td>
                          <Text size="sm" lineClamp={1} maw={320}>
                            {[enquiry.name, enquiry.mobile, enquiry.project].filter(Boolean).join(' · ') ||
                              e.externalId}
                          </Text>
                          {e.error ? (
                            <Text size="xs" c="red" lineClamp={2} maw={420}>
                              {e.error}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={RESULT_COLORS[e.result]} variant="light">
                            {RESULT_LABELS[e.result]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {e.leadId ? (
                            <Anchor component={Link} to={paths.leadDetails(e.leadId)} size="sm">
                              {e.leadName ?? 'Open lead'}
                            </Anchor>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              onClick={() => setOpen(open === e._id ? null : e._id)}
                            >
                              {open === e._id ? 'Hide payload' : 'Payload'}
                            </Button>
                            {e.result === 'failed' ? (
                              <Button
                                size="compact-xs"
                                variant="light"
                                leftSection={<IconRefresh size={12} />}
                                loading={replay.isPending && replay.variables === e._id}
                                onClick={() =>
                                  replay.mutate(e._id, {
                                    onSuccess: (r) =>
                                      notifySuccess(
                                        r.result === 'failed'
                                          ? `Still failed: ${r.error}`
                                          : `Replayed: ${RESULT_LABELS[r.result]}`,
                                      ),
                                  })
                                }
                              >
                                Replay
                              </Button>
                            ) : null}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                      {open === e._id ? (
                        <Table.Tr>
                          <Table.Td colSpan={6}>
                            <Stack gap={4}>
                              <Text size="xs" c="dimmed">
                                Event id {e.externalId}
                              </Text>
                              <Code block style={{ maxHeight: 320, overflow: 'auto' }}>
                                {JSON.stringify(e.payload, null, 2)}
                              </Code>
                            </Stack>
                          </Table.Td>
                        </Table.Tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <div style={{ padding: 'var(--mantine-spacing-sm)' }}>
            <ListPager
              page={events.data.page}
              pages={events.data.pages}
              onChange={(p) => filter('page', String(p))}
              summary={`${events.data.total} events`}
            />
          </div>
        </Paper>
      )}
    </>
  );
}
