import { Badge, Button, Card, Group, Menu, ScrollArea, Table, Text, Title } from '@mantine/core';
import { IconCash, IconDots } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { indiaDisplayDate } from '../../../../domain/india-date';
import {
  FORM_16B_STATUS_LABELS,
  RECEIPT_MODE_LABELS,
  type ReceiptRecord,
} from '../../../../domain/schemas/collections';
import { formatRupees } from '../../../lib/format';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PdfDownloadButton } from '../../../ui/pdf-download-button';
import { type ReceiptAction, useBookingReceipts } from '../api/receipts-api';
import { PaymentModal } from './payment-modal';
import { type ActionTarget, ReceiptActionModal } from './receipt-action-modal';

const CHEQUE_COLORS = { deposited: 'blue', cleared: 'green', bounced: 'red' } as const;

export function ChequeBadge({ status }: { status: 'deposited' | 'cleared' | 'bounced' | null }) {
  if (!status) return null;
  return (
    <Badge size="sm" variant="light" color={CHEQUE_COLORS[status]}>
      {status}
    </Badge>
  );
}

const targetOf = (r: ReceiptRecord): ActionTarget => ({
  id: r._id,
  receiptNo: r.receiptNo,
  amount: r.amount,
  receivedOn: r.receivedOn,
  reference: r.reference,
  tdsAmount: r.tdsAmount,
});

/** A booking's payments on its page: what is due, each receipt and what it settled; record one. */
export function BookingReceiptsCard({
  bookingId,
  bookingNo,
  closed,
}: {
  bookingId: string;
  bookingNo: string;
  closed: boolean;
}) {
  const data = useBookingReceipts(bookingId);
  const [paying, setPaying] = useState(false);
  const [act, setAct] = useState<{ target: ActionTarget; action: ReceiptAction } | null>(null);
  const loaded = data.isSuccess;
  // The Entity Manager's "Record on booking …" opens /bookings/:id#payments (decision 201): the
  // card is below the fold and loads after the page, so it brings itself into view once it has.
  useEffect(() => {
    if (loaded && window.location.hash === '#payments') document.getElementById('payments')?.scrollIntoView();
  }, [loaded]);
  if (data.isPending) return <LoadingSpinner label="Loading the payments…" />;
  if (data.isError)
    return (
      <ErrorState
        title="Could not load the payments"
        error={data.error}
        onRetry={() => void data.refetch()}
        retrying={data.isFetching}
      />
    );
  const s = data.data;
  return (
    <Card withBorder id="payments" style={{ scrollMarginTop: 72 }}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={4}>Payments</Title>
        {s.canRecord && !closed ? (
          <Button size="xs" leftSection={<IconCash size={16} />} onClick={() => setPaying(true)} data-no-print>
            Record payment
          </Button>
        ) : null}
      </Group>
      <Group gap="lg" mb="sm">
        <Text size="sm">
          Demanded <b>{formatRupees(s.demanded + s.bounceCharges)}</b>
        </Text>
        <Text size="sm">
          Received <b>{formatRupees(s.credited)}</b>
        </Text>
        <Text size="sm" c={s.due > 0 ? 'red' : undefined}>
          Due <b>{formatRupees(s.due)}</b>
        </Text>
        {s.advance > 0 ? (
          <Text size="sm">
            Advance <b>{formatRupees(s.advance)}</b>
          </Text>
        ) : null}
      </Group>
      {s.receipts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment recorded yet.
        </Text>
      ) : (
        <ScrollArea>
          <Table striped fz="sm" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Receipt</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Mode</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">TDS</Table.Th>
                <Table.Th>Settled</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.receipts.map((r) => (
                <Table.Tr key={r._id} c={r.bouncedOn ? 'dimmed' : undefined}>
                  <Table.Td>{r.receiptNo}</Table.Td>
                  <Table.Td>{indiaDisplayDate(r.receivedOn)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <span>
                        {RECEIPT_MODE_LABELS[r.mode]}
                        {r.reference ? ` ${r.reference}` : ''}
                      </span>
                      <ChequeBadge status={r.chequeStatus} />
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" td={r.bouncedOn ? 'line-through' : undefined}>
                    {formatRupees(r.amount)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {r.tdsAmount ? (
                      <>
                        {formatRupees(r.tdsAmount)}
                        <Text size="xs" c={r.form16bStatus === 'pending' ? 'orange' : 'dimmed'}>
                          16B {FORM_16B_STATUS_LABELS[r.form16bStatus].toLowerCase()}
                        </Text>
                      </>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    {r.bouncedOn
                      ? `Bounced ${indiaDisplayDate(r.bouncedOn)}${r.bounceCharge ? `, charge ${formatRupees(r.bounceCharge)}` : ''}`
                      : [
                          ...r.allocations.map((a) => `${a.demandNo} ${formatRupees(a.amount)}`),
                          ...(r.advance > 0 ? [`Advance ${formatRupees(r.advance)}`] : []),
                        ].join(', ') || '—'}
                  </Table.Td>
                  <Table.Td data-no-print>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <PdfDownloadButton
                        path={`/api/receipts/${r._id}/pdf`}
                        name={r.receiptNo}
                        fallbackName={`Payment receipt ${r.receiptNo}.pdf`}
                      />
                      {s.canRecord && (r.chequeStatus === 'deposited' || r.form16bStatus === 'pending') ? (
                        <Menu position="bottom-end">
                          <Menu.Target>
                            <Button size="compact-xs" variant="subtle" aria-label={`Actions for ${r.receiptNo}`}>
                              <IconDots size={16} />
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {r.chequeStatus === 'deposited' ? (
                              <>
                                <Menu.Item onClick={() => setAct({ target: targetOf(r), action: 'clear' })}>
                                  Cheque cleared
                                </Menu.Item>
                                <Menu.Item
                                  color="red"
                                  onClick={() => setAct({ target: targetOf(r), action: 'bounce' })}
                                >
                                  Cheque bounced
                                </Menu.Item>
                              </>
                            ) : null}
                            {r.form16bStatus === 'pending' && !r.bouncedOn ? (
                              <Menu.Item onClick={() => setAct({ target: targetOf(r), action: 'form16b' })}>
                                Form 16B received
                              </Menu.Item>
                            ) : null}
                          </Menu.Dropdown>
                        </Menu>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <PaymentModal
        bookingId={bookingId}
        bookingNo={bookingNo}
        due={s.due}
        opened={paying}
        onClose={() => setPaying(false)}
      />
      <ReceiptActionModal target={act?.target ?? null} action={act?.action ?? null} onClose={() => setAct(null)} />
    </Card>
  );
}
