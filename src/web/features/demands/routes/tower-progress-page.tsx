import {
  Alert,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Card,
  FileInput,
  Grid,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPaperclip, IconRefresh } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { indiaDateTime, indiaDisplayDate, todayInIndia } from '../../../../domain/india-date';
import { paths } from '../../../../domain/paths';
import { can } from '../../../../domain/permissions';
import type { TowerProgress, TowerStage } from '../../../../domain/schemas/demands';
import { openFile } from '../../../lib/file-url';
import { formatRupees } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { DateField } from '../../../ui/date-field';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { FormModal } from '../../../ui/form-modal';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useOverrideRefusal, useRaiseAgain, useRecordStage, useTowerProgress } from '../api/demands-api';

const JOB_LABEL: Record<string, { label: string; color: string }> = {
  queued: { label: 'Raising: queued', color: 'yellow' },
  running: { label: 'Raising demands…', color: 'blue' },
  succeeded: { label: 'Demands raised', color: 'green' },
  failed: { label: 'Raise failed', color: 'red' },
  cancelled: { label: 'Raise cancelled', color: 'gray' },
  none: { label: 'Not raised', color: 'gray' },
};

/** /towers/:id/progress: the stages a tower reached, the demands each raised, and RERA refusals. */
export function TowerProgressPage() {
  const { id } = useParams();
  const progress = useTowerProgress(id);
  if (progress.isPending) return <LoadingSpinner label="Loading the tower’s progress…" />;
  if (progress.isError)
    return (
      <ErrorState
        title="Could not load the tower’s progress"
        error={progress.error}
        onRetry={() => void progress.refetch()}
        retrying={progress.isFetching}
      />
    );
  return <Progress data={progress.data} />;
}

function Progress({ data }: { data: TowerProgress }) {
  const user = useSessionUser();
  const mayRecord = can(user.role, 'stages.record');
  const mayOverride = can(user.role, 'demands.overrideRera');
  const [marking, setMarking] = useState(false);
  const [overriding, setOverriding] = useState<TowerProgress['refusals'][number] | null>(null);
  const { tower } = data;
  return (
    <>
      <PageHeader
        title={`Construction progress · Tower ${tower.name}`}
        description={
          <>
            <Anchor component={Link} to={paths.projectAvailability(tower.projectId)}>
              {tower.projectName}
            </Anchor>{' '}
            · each stage reached raises the demands of the tower’s bookings whose plan has it
          </>
        }
        actions={mayRecord ? <Button onClick={() => setMarking(true)}>Mark stage reached</Button> : null}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: data.refusals.length ? 7 : 12 }}>
          <Card withBorder>
            <Title order={4} mb="xs">
              Stages reached
            </Title>
            {data.reached.length === 0 ? (
              <EmptyList
                title="No stage reached yet"
                description={
                  data.stageOptions.length
                    ? `The project’s payment plans name ${data.stageOptions.length} construction stage${data.stageOptions.length === 1 ? '' : 's'}: ${data.stageOptions.map((o) => o.name).join(', ')}.`
                    : 'The project’s payment plans name no construction stage yet; a stage may still be typed in.'
                }
              />
            ) : (
              <Stack gap="sm">
                {data.reached.map((s) => (
                  <StageRow key={s._id} stage={s} mayRecord={mayRecord} />
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
        {data.refusals.length ? (
          <Grid.Col span={{ base: 12, xl: 5 }}>
            <Card withBorder>
              <Group gap="xs" mb="xs">
                <IconAlertTriangle size={18} color="var(--mantine-color-orange-6)" />
                <Title order={4}>Refused by RERA section 13</Title>
              </Group>
              <Text size="sm" c="dimmed" mb="xs">
                These bookings’ agreements are not registered and the demand would take them past 10% of the cost.
                Register the agreement, or an administrator may override with a written reason.
              </Text>
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing={6} aria-label="Refused demands">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Booking</Table.Th>
                      <Table.Th>Stage</Table.Th>
                      <Table.Th ta="right">Would reach</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.refusals.map((f) => (
                      <Table.Tr key={f._id}>
                        <Table.Td>
                          <Anchor component={Link} to={paths.bookingDetails(f.bookingId)} size="sm">
                            {f.bookingNo}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {f.buyer}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{f.stage}</Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm">{formatRupees(f.demanded)}</Text>
                          <Text size="xs" c="dimmed">
                            limit {formatRupees(f.limit)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {mayOverride ? (
                            <Button size="xs" variant="light" color="orange" onClick={() => setOverriding(f)}>
                              Override
                            </Button>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          </Grid.Col>
        ) : null}
      </Grid>
      {marking ? <MarkStageModal data={data} onClose={() => setMarking(false)} /> : null}
      {overriding ? <OverrideModal refusal={overriding} onClose={() => setOverriding(null)} /> : null}
    </>
  );
}

function StageRow({ stage: s, mayRecord }: { stage: TowerStage; mayRecord: boolean }) {
  const raise = useRaiseAgain();
  const look = JOB_LABEL[s.raise.status] ?? { label: s.raise.status, color: 'gray' };
  const busy = s.raise.status === 'queued' || s.raise.status === 'running';
  return (
    <Card withBorder padding="sm" aria-label={`Stage ${s.name}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600}>{s.name}</Text>
          <Text size="sm" c="dimmed">
            Reached on {indiaDisplayDate(s.reachedOn)} · recorded by {s.recordedBy.name}, {indiaDateTime(s.recordedAt)}
          </Text>
          {s.note ? (
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {s.note}
            </Text>
          ) : null}
          {s.files.length ? (
            <Group gap="xs" mt={4}>
              {s.files.map((f) => (
                <Anchor
                  key={f._id}
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void openFile(f._id, { fileName: f.name })}
                >
                  <Group gap={4} wrap="nowrap">
                    <IconPaperclip size={14} />
                    {f.name}
                  </Group>
                </Anchor>
              ))}
            </Group>
          ) : null}
        </div>
        <Stack gap={4} align="flex-end">
          <Badge color={look.color} variant="light">
            {look.label}
          </Badge>
          <Text size="sm">
            {s.raise.demands} demand{s.raise.demands === 1 ? '' : 's'}
            {s.raise.refusals ? ` · ${s.raise.refusals} refused` : ''}
          </Text>
          {mayRecord && !busy ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconRefresh size={14} />}
              loading={raise.isPending}
              onClick={() => raise.mutate(s._id)}
            >
              Raise again
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

function MarkStageModal({ data, onClose }: { data: TowerProgress; onClose: () => void }) {
  const record = useRecordStage(data.tower._id);
  const today = todayInIndia();
  const [name, setName] = useState(data.stageOptions[0]?.name ?? '');
  const [reachedOn, setReachedOn] = useState(today);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fields = (record.error as { fields?: Record<string, string> } | null)?.fields;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate({ name, reachedOn, note, files }, { onSuccess: onClose });
  };
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`Mark a stage reached · Tower ${data.tower.name}`}
      onSubmit={submit}
      error={record.error}
      submitting={record.isPending}
      submitLabel="Mark reached and raise demands"
      size="lg"
    >
      <Autocomplete
        label="Stage"
        description="As the payment plans name it; bookings whose schedule has this stage get a demand."
        data={data.stageOptions.map((o) => o.name)}
        value={name}
        onChange={setName}
        required
        error={fields?.name}
      />
      <DateField
        label="Date reached"
        value={reachedOn}
        onChange={setReachedOn}
        maxDate={today}
        withAsterisk
        error={fields?.reachedOn}
      />
      <Textarea
        label="Note"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
        error={fields?.note}
      />
      <FileInput
        label="Engineer’s certificate and photos"
        description="PDF, JPEG, PNG or WebP"
        multiple
        clearable
        accept="application/pdf,image/jpeg,image/png,image/webp"
        value={files}
        onChange={setFiles}
        leftSection={<IconPaperclip size={16} />}
      />
    </FormModal>
  );
}

function OverrideModal({ refusal, onClose }: { refusal: TowerProgress['refusals'][number]; onClose: () => void }) {
  const override = useOverrideRefusal();
  const [reason, setReason] = useState('');
  const fields = (override.error as { fields?: Record<string, string> } | null)?.fields;
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`Override RERA section 13 · ${refusal.bookingNo}`}
      onSubmit={(e) => {
        e.preventDefault();
        override.mutate({ refusalId: refusal._id, reason }, { onSuccess: onClose });
      }}
      error={override.error}
      submitting={override.isPending}
      submitLabel="Override and raise the demand"
    >
      <Alert color="orange" variant="light">
        {refusal.reason}
      </Alert>
      <Textarea
        label="Reason for the override"
        description="Recorded with your name on the booking; the demand is raised at once."
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        required
        autosize
        minRows={3}
        maxLength={500}
        error={fields?.reason}
      />
    </FormModal>
  );
}
