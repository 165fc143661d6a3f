import { Anchor, Button, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import type { BookingStatementView } from '../../../../domain/schemas/collections-screen';
import { downloadFile } from '../../../lib/download';
import { formatRupees } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useBookingStatement } from '../api/collections-api';
import '../components/statement-print.css';

const money = (v: number) => (v === 0 ? '' : formatRupees(v));

function Totals({ view }: { view: BookingStatementView }) {
  const t = view.statement.totals;
  const cell = (label: string, value: number) => (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{formatRupees(value)}</Text>
    </div>
  );
  return (
    <Paper withBorder p="sm" radius="md" mb="md">
      <SimpleGrid cols={{ base: 2, sm: 4, xl: 8 }} spacing="sm">
        {cell('Instalments', t.instalments)}
        {cell('GST', t.gst)}
        {cell('Interest', t.interest)}
        {cell('Bounce charges', t.bounceCharges)}
        {cell('Received', t.received)}
        {cell('TDS', t.tds)}
        {cell('Reversed (bounced)', t.reversed)}
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t.balance < 0 ? 'Advance' : 'Balance due'}
          </Text>
          <Text fw={700} c={t.balance > 0 ? 'red.8' : undefined}>
            {formatRupees(Math.abs(t.balance))}
          </Text>
        </div>
      </SimpleGrid>
    </Paper>
  );
}

/** /bookings/:id/statement: every demand, receipt, TDS, interest and the running balance; printable. */
export function StatementPage() {
  const { id } = useParams();
  const query = useBookingStatement(id);
  const [downloading, setDownloading] = useState(false);
  const downloadPdf = async () => {
    setDownloading(true);
    try {
      await downloadFile(
        `/api/collections/bookings/${id}/statement/pdf`,
        'statement-of-account.pdf',
        'The PDF could not be made.',
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };
  useEffect(() => {
    document.body.classList.add('statement-print');
    return () => document.body.classList.remove('statement-print');
  }, []);
  if (query.isPending) return <LoadingSpinner label="Loading the statement…" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load the statement"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const view = query.data;
  const { booking, statement } = view;
  return (
    <div data-statement-print>
      <PageHeader
        title={`Statement of account — ${booking.bookingNo}`}
        description={`${booking.buyer ?? 'Buyer not recorded'} · ${booking.projectName}, ${booking.towerName}-${booking.unitNumber} · booked ${indiaDisplayDate(booking.bookingDate)} · as of ${indiaDisplayDate(statement.asOf)} (India)`}
        actions={
          <Group gap="xs" data-no-print>
            <Button variant="default" component={Link} to={paths.bookingDetails(booking._id)}>
              Booking
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              loading={downloading}
              onClick={() => void downloadPdf()}
            >
              PDF
            </Button>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        }
      />
      <Totals view={view} />
      {statement.lines.length === 0 ? (
        <EmptyList
          title="Nothing on this statement yet"
          description="Demands raised at each stage and the payments received against them appear here with the running balance."
        />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing={6} aria-label="Statement of account">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Particulars</Table.Th>
                <Table.Th ta="right">Debit</Table.Th>
                <Table.Th ta="right">Credit</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statement.lines.map((l) => (
                <Table.Tr key={`${l.kind}:${l.ref}:${l.on}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{indiaDisplayDate(l.on)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} title={l.description}>
                      {l.description}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(l.debit)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(l.credit)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(l.balance)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>Total</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(statement.totals.debit)}
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(statement.totals.credit)}
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(statement.totals.balance)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" mt="sm">
        {statement.totals.balance < 0 ? 'Advance' : 'Balance due'}: {statement.balanceInWords}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        Interest to date is at {view.interestRatePercent}% a year, simple, on the days each demand is late.{' '}
        <Anchor component={Link} to={paths.collections()} size="xs" data-no-print>
          Collections
        </Anchor>
      </Text>
    </div>
  );
}
