import { Anchor, Badge, Button, Card, Group, ScrollArea, SegmentedControl, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import { RECEIPT_MODE_LABELS } from '../../../../domain/schemas/collections';
import { FORM_16B_DAYS } from '../../../../domain/schemas/receipts';
import { formatRupees } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/list-pager';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { SearchInput } from '../../../ui/search-input';
import { type ReceiptAction, useCheques, useTds } from '../api/receipts-api';
import { ChequeBadge } from '../components/booking-receipts-card';
import { type ActionTarget, ReceiptActionModal } from '../components/receipt-action-modal';

type ChequeStatus = 'deposited' | 'cleared' | 'bounced';

const BookingCell = ({
  b,
}: {
  b: { _id: string; bookingNo: string; buyer: string | null; unit: string; project: string };
}) => (
  <>
    <Anchor component={Link} to={paths.bookingDetails(b._id)} size="sm">
      {b.bookingNo}
    </Anchor>
    <Text size="xs" c="dimmed">
      {b.buyer ?? '—'} · {b.unit}, {b.project}
    </Text>
  </>
);

/** /cheques: the cheque register and the TDS tracker (Form 16B), one tab each. */
export function ChequesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'tds' ? 'tds' : 'cheques';
  const [act, setAct] = useState<{ target: ActionTarget; action: ReceiptAction } | null>(null);
  const user = useSessionUser();
  const manage = can(user.role, 'receipts.manage');
  return (
    <>
      <PageHeader
        title="Cheques & TDS"
        description="Cheques and drafts waiting for the bank, cleared and bounced; TDS whose Form 16B has not come."
      />
      <Tabs value={tab} onChange={(v) => setParams(v === 'tds' ? { tab: 'tds' } : {})} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="cheques">Cheque register</Tabs.Tab>
          <Tabs.Tab value="tds">TDS tracker</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cheques">
          <ChequeRegister manage={manage} onAct={setAct} />
        </Tabs.Panel>
        <Tabs.Panel value="tds">
          <TdsTracker manage={manage} onAct={setAct} />
        </Tabs.Panel>
      </Tabs>
      <ReceiptActionModal target={act?.target ?? null} action={act?.action ?? null} onClose={() => setAct(null)} />
    </>
  );
}

type OnAct = (a: { target: ActionTarget; action: ReceiptAction }) => void;

function ChequeRegister({ manage, onAct }: { manage: boolean; onAct: OnAct }) {
  const [status, setStatus] = useState<ChequeStatus | ''>('deposited');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useCheques({ status, q: q || undefined, page, pageSize: 25 });
  if (list.isPending) return <LoadingSpinner label="Loading the cheques…" />;
  if (list.isError)
    return (
      <ErrorState
        title="Could not load the cheques"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const { cheques, counts } = list.data;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v as ChequeStatus | '');
            setPage(1);
          }}
          data={[
            { value: 'deposited', label: `Deposited (${counts.deposited})` },
            { value: 'cleared', label: `Cleared (${counts.cleared})` },
            { value: 'bounced', label: `Bounced (${counts.bounced})` },
            { value: '', label: 'All' },
          ]}
        />
        <SearchInput
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
          placeholder="Cheque no., receipt, booking, bank, buyer"
        />
      </Group>
      {cheques.length === 0 ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {q
            ? 'No cheque matches the search.'
            : status === 'deposited'
              ? 'No cheque is waiting for the bank.'
              : 'No cheques here.'}
        </Text>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover miw={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cheque / draft</Table.Th>
                <Table.Th>Booking</Table.Th>
                <Table.Th>Received</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cheques.map((c) => (
                <Table.Tr key={c._id}>
                  <Table.Td>
                    <Text size="sm">
                      {RECEIPT_MODE_LABELS[c.mode]} {c.reference}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.bank ?? '—'} · {c.receiptNo}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <BookingCell b={c.booking} />
                  </Table.Td>
                  <Table.Td>{indiaDisplayDate(c.receivedOn)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(c.amount)}</Table.Td>
                  <Table.Td>
                    <ChequeBadge status={c.chequeStatus} />
                    <Text size="xs" c="dimmed">
                      {c.daysDeposited !== null
                        ? `${c.daysDeposited} day${c.daysDeposited === 1 ? '' : 's'} with the bank`
                        : c.chequeStatusOn
                          ? indiaDisplayDate(c.chequeStatusOn)
                          : ''}
                      {c.bounceCharge ? ` · charge ${formatRupees(c.bounceCharge)}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {manage && c.chequeStatus === 'deposited' ? (
                      <Group gap={6} wrap="nowrap" justify="flex-end">
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => onAct({ target: { ...c, id: c._id }, action: 'clear' })}
                        >
                          Cleared
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          onClick={() => onAct({ target: { ...c, id: c._id }, action: 'bounce' })}
                        >
                          Bounced
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <ListPager
        page={list.data.page}
        pages={list.data.pageCount}
        onChange={setPage}
        summary={`${list.data.total} cheque${list.data.total === 1 ? '' : 's'}`}
      />
    </Card>
  );
}

function TdsTracker({ manage, onAct }: { manage: boolean; onAct: OnAct }) {
  const [show, setShow] = useState<'late' | 'pending' | 'received'>('late');
  const [page, setPage] = useState(1);
  const list = useTds({ show, page, pageSize: 25 });
  if (list.isPending) return <LoadingSpinner label="Loading the TDS tracker…" />;
  if (list.isError)
    return (
      <ErrorState
        title="Could not load the TDS tracker"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const { rows, counts } = list.data;
  return (
    <Card withBorder>
      <SegmentedControl
        mb="sm"
        value={show}
        onChange={(v) => {
          setShow(v as typeof show);
          setPage(1);
        }}
        data={[
          { value: 'late', label: `Form 16B late, ${FORM_16B_DAYS}+ days (${counts.late})` },
          { value: 'pending', label: `Pending (${counts.pending})` },
          { value: 'received', label: `Received (${counts.received})` },
        ]}
      />
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {show === 'late'
            ? `No Form 16B is more than ${FORM_16B_DAYS} days late.`
            : show === 'pending'
              ? 'No Form 16B is pending.'
              : 'No Form 16B received yet.'}
        </Text>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover miw={860}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Receipt</Table.Th>
                <Table.Th>Booking</Table.Th>
                <Table.Th>Received</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">TDS</Table.Th>
                <Table.Th>Form 16B</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r._id}>
                  <Table.Td>{r.receiptNo}</Table.Td>
                  <Table.Td>
                    <BookingCell b={r.booking} />
                  </Table.Td>
                  <Table.Td>{indiaDisplayDate(r.receivedOn)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(r.amount)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(r.tdsAmount)}</Table.Td>
                  <Table.Td>
                    {r.form16bStatus === 'received' ? (
                      <Text size="sm">Received {r.form16bReceivedOn ? indiaDisplayDate(r.form16bReceivedOn) : ''}</Text>
                    ) : (
                      <Badge size="sm" variant="light" color={r.late ? 'red' : 'orange'}>
                        {r.daysPending} days pending
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {manage && r.form16bStatus === 'pending' ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() =>
                          onAct({
                            target: {
                              id: r._id,
                              receiptNo: r.receiptNo,
                              amount: r.amount,
                              receivedOn: r.receivedOn,
                              reference: null,
                              tdsAmount: r.tdsAmount,
                            },
                            action: 'form16b',
                          })
                        }
                      >
                        Mark received
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <ListPager
        page={list.data.page}
        pages={list.data.pageCount}
        onChange={setPage}
        summary={`${list.data.total} receipt${list.data.total === 1 ? '' : 's'}`}
      />
    </Card>
  );
}
