import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { indiaDisplayDate } from '../../../../domain/india-date';
import { can } from '../../../../domain/permissions';
import type { BookingDemand, BookingDemands } from '../../../../domain/schemas/demands';
import type { BookingDemandSms } from '../../../../domain/schemas/notice-sms';
import { formatRupees } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { ErrorState } from '../../../ui/error-state';
import { FormModal } from '../../../ui/form-modal';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PdfDownloadButton } from '../../../ui/pdf-download-button';
import { useBookingDemandSms, useBookingDemands, useSaveHomeLoan } from '../api/demands-api';
import { DemandSmsNote } from './demand-sms-note';

const STATUS: Record<BookingDemand['status'], { label: string; color: string }> = {
  raised: { label: 'Raised', color: 'yellow' },
  sent: { label: 'Sent', color: 'blue' },
  part_paid: { label: 'Part paid', color: 'orange' },
  paid: { label: 'Paid', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

/** The booking page's Demands card: each demand raised at a construction stage, and the home loan. */
export function DemandsPanel({ bookingId }: { bookingId: string }) {
  const user = useSessionUser();
  const demands = useBookingDemands(bookingId);
  const sms = useBookingDemandSms(bookingId);
  const [editing, setEditing] = useState(false);
  if (!can(user.role, 'demands.view')) return null;
  const mayEdit = can(user.role, 'stages.record');
  return (
    <Card withBorder data-no-print aria-label="Demands">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Demands</Title>
        {demands.data && mayEdit ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconBuildingBank size={14} />}
            onClick={() => setEditing(true)}
          >
            {demands.data.homeLoan ? 'Edit home loan' : 'Record home loan'}
          </Button>
        ) : null}
      </Group>
      {demands.isPending ? (
        <LoadingSpinner label="Loading the demands…" />
      ) : demands.isError ? (
        <ErrorState
          title="Could not load the demands"
          error={demands.error}
          onRetry={() => void demands.refetch()}
          retrying={demands.isFetching}
        />
      ) : (
        <DemandsBody data={demands.data} sms={sms.data} />
      )}
      {editing && demands.data ? (
        <HomeLoanModal bookingId={bookingId} loan={demands.data.homeLoan} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}

function DemandsBody({ data, sms }: { data: BookingDemands; sms: BookingDemandSms | undefined }) {
  const smsOf = (demandId: string) => sms?.messages.filter((m) => m.demandId === demandId) ?? [];
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {data.homeLoan
          ? `Home loan: ${data.homeLoan.bank}, ${data.homeLoan.branch}${data.homeLoan.loanAccount ? ` (account ${data.homeLoan.loanAccount})` : ''} — letters go to the bank.`
          : 'No home loan recorded: letters go to the buyer.'}
      </Text>
      {!data.buyerEmail && data.demands.some((d) => d.status === 'raised') ? (
        <Alert color="yellow" variant="light" title="No email for the buyer">
          These demands stay Raised: no email was sent. Download the letter (the PDF icon) to hand over or post, or add
          the buyer’s email and raise the stage again from the tower’s progress.
        </Alert>
      ) : null}
      {/* Not an error: the demands are raised and emailed; only their SMS waits for the settings. */}
      {sms?.problems.demandRaised && data.demands.length > 0 ? (
        <Alert color="gray" variant="light" title="No SMS with these demands">
          {sms.problems.demandRaised}
        </Alert>
      ) : null}
      {data.refusals.map((f) => (
        <Alert key={f._id} color="orange" variant="light" title={`${f.instalment}: refused by RERA section 13`}>
          {f.reason}
        </Alert>
      ))}
      {data.demands.length === 0 ? (
        <Text size="sm">
          No demand raised yet: one is raised when the tower reaches a stage of this booking’s plan.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing={6} striped aria-label="Demands of the booking">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Demand</Table.Th>
                <Table.Th>Stage</Table.Th>
                <Table.Th>Raised</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">GST</Table.Th>
                <Table.Th ta="right">Arrears + interest</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Letter</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.demands.map((d) => {
                const look = STATUS[d.status];
                return (
                  <Table.Tr key={d._id}>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {d.demandNo}
                      </Text>
                      {/* Under the number, not a column of its own: the table fits the booking page at 1366. */}
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        to {d.addressedTo}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{d.instalment}</Text>
                      {d.tdsApplies ? (
                        <Text size="xs" c="dimmed">
                          TDS 194-IA applies
                        </Text>
                      ) : null}
                      {d.reraOverride ? (
                        <Tooltip label={d.reraOverride.reason} multiline w={300}>
                          <Text size="xs" c="orange.8">
                            RERA override by {d.reraOverride.by}
                          </Text>
                        </Tooltip>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{indiaDisplayDate(d.raisedOn)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{indiaDisplayDate(d.dueOn)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(d.amount)}</Table.Td>
                    <Table.Td ta="right">
                      {formatRupees(d.gst)}
                      <Text size="xs" c="dimmed">
                        at {d.gstPercent}%
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatRupees(d.arrears + d.interest)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatRupees(d.total)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={look.color} variant="light">
                        {look.label}
                      </Badge>
                      <DemandSmsNote messages={smsOf(d._id)} />
                    </Table.Td>
                    <Table.Td data-no-print>
                      {/* The letter kept with the demand: the one emailed, or made now if none was. */}
                      <PdfDownloadButton
                        path={`/api/demands/${d._id}/letter.pdf`}
                        name={d.demandNo}
                        fallbackName={`Demand letter ${d.demandNo}.pdf`}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function HomeLoanModal({
  bookingId,
  loan,
  onClose,
}: {
  bookingId: string;
  loan: BookingDemands['homeLoan'];
  onClose: () => void;
}) {
  const save = useSaveHomeLoan(bookingId);
  const [bank, setBank] = useState(loan?.bank ?? '');
  const [branch, setBranch] = useState(loan?.branch ?? '');
  const [account, setAccount] = useState(loan?.loanAccount ?? '');
  const fields = (save.error as { fields?: Record<string, string> } | null)?.fields;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ bank, branch, loanAccount: account.trim() || null }, { onSuccess: onClose });
  };
  return (
    <FormModal
      opened
      onClose={onClose}
      title="Home loan"
      onSubmit={submit}
      error={save.error}
      submitting={save.isPending}
      submitLabel="Save"
    >
      <TextInput
        label="Bank"
        value={bank}
        onChange={(e) => setBank(e.currentTarget.value)}
        required
        maxLength={100}
        error={fields?.bank}
      />
      <TextInput
        label="Branch"
        value={branch}
        onChange={(e) => setBranch(e.currentTarget.value)}
        required
        maxLength={100}
        error={fields?.branch}
      />
      <TextInput
        label="Loan account"
        value={account}
        onChange={(e) => setAccount(e.currentTarget.value)}
        maxLength={60}
        error={fields?.loanAccount}
      />
    </FormModal>
  );
}
