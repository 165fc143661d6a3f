import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconEraser, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { LeadStatus } from '../../../../domain/leads/statuses';
import { paths } from '../../../../domain/paths';
import {
  PERSON_RECORD_KINDS,
  type PersonEraseResult,
  type PersonQuery,
  type PersonRecordKind,
  type PersonSummary,
} from '../../../../domain/schemas/person-data';
import { formatCount, formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { EmptyList } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LeadStatusBadge } from '../../../ui/lead-status-badge';
import { LoadingSpinner } from '../../../ui/loading-spinner';
import { PageHeader } from '../../../ui/page-header';
import { useExportPerson, usePersonSummary } from '../api/person-data';
import { EraseModal } from '../components/erase-modal';
import { KeptRecords } from '../components/kept-records';
import { PersonSearchForm } from '../components/person-search-form';

type HeldLead = PersonSummary['leads'][number];

const leadColumns: Column<HeldLead>[] = [
  {
    key: 'name',
    header: 'Lead',
    render: (l) => (
      <Anchor component={Link} to={paths.leadDetails(l._id)} size="sm" fw={500}>
        <CellText maw={220}>{l.name}</CellText>
      </Anchor>
    ),
  },
  { key: 'mobile', header: 'Mobile', nowrap: true, render: (l) => <Text size="sm">{l.mobile}</Text> },
  { key: 'email', header: 'Email', render: (l) => <CellText maw={220}>{l.email}</CellText> },
  { key: 'status', header: 'Status', nowrap: true, render: (l) => <LeadStatusBadge status={l.status as LeadStatus} /> },
  { key: 'source', header: 'Source', render: (l) => <CellText maw={160}>{l.source}</CellText> },
  {
    key: 'created',
    header: 'Created',
    nowrap: true,
    render: (l) => <Text size="sm">{formatDateTime(l.createdAt)}</Text>,
  },
  {
    key: 'erasure',
    header: 'On erasure',
    nowrap: true,
    render: (l) =>
      l.kept ? (
        <Badge color="yellow" variant="light">
          Kept (booked)
        </Badge>
      ) : (
        <Badge color="red" variant="light">
          Anonymised
        </Badge>
      ),
  },
];

function HeldCounts({ counts }: { counts: PersonSummary['counts'] }) {
  const held = (Object.keys(PERSON_RECORD_KINDS) as PersonRecordKind[]).filter((k) => (counts[k] ?? 0) > 0);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs">
      {held.map((k) => (
        <Paper key={k} withBorder p="xs" radius="sm">
          <Text size="lg" fw={700}>
            {formatCount(counts[k] ?? 0)}
          </Text>
          <Text size="xs" c="dimmed">
            {PERSON_RECORD_KINDS[k]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** "1 lead, 2 calls, 0 messages and 1 file erased. 2 records kept as listed." (files: call recordings and what the buyer sent on WhatsApp) */
function erasedSentence(r: PersonEraseResult): string {
  const e = r.erased;
  const gone = `${counted(e.leads ?? 0, 'lead', 'leads')}, ${counted(e.calls ?? 0, 'call', 'calls')}, ${counted(e.messages ?? 0, 'message', 'messages')} and ${counted(r.filesDeleted, 'file', 'files')} erased.`;
  return r.kept.length ? `${gone} ${counted(r.kept.length, 'record', 'records')} kept, as listed below.` : gone;
}

/** Administration → Personal Data Requests: find a person, see what is held, export it, erase it. */
export function PersonalDataPage() {
  // The lead page's "Export or erase this person's data…" opens the screen with the lead's mobile.
  const fromLead = (useLocation().state as { mobile?: string } | null)?.mobile;
  const [person, setPerson] = useState<PersonQuery | null>(fromLead ? { mobile: fromLead, email: undefined } : null);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<PersonEraseResult | null>(null);
  const summary = usePersonSummary(person);
  const exporter = useExportPerson();

  const find = (next: PersonQuery) => {
    setErased(null);
    setPerson(next);
  };

  let body: React.ReactNode = null;
  if (!person)
    body = (
      <EmptyList
        icon={<IconUserSearch size={26} />}
        title="Find the person the request is about"
        description="Enter the mobile or email they gave. Every lead, call, message, booking, payment and KYC file with it is found, whoever holds the lead."
      />
    );
  else if (summary.isPending) body = <LoadingSpinner label="Looking through every record…" />;
  else if (summary.isError)
    body = (
      <ErrorState
        title="Could not look the person up"
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  else {
    const data = summary.data;
    const total = Object.values(data.counts).reduce((a, b) => a + b, 0);
    body =
      total === 0 ? (
        <EmptyList
          icon={<IconUserSearch size={26} />}
          title="Nothing is held about this person"
          description="No lead, call, message, booking, flat buyer, customer, quotation or invoice has this mobile or email."
        />
      ) : (
        <Stack>
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h4">
              What is held
            </Title>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={exporter.isPending}
                onClick={() =>
                  exporter.mutate(person, {
                    onSuccess: () => notifySuccess('The ZIP is downloaded; the export is in the audit log.'),
                  })
                }
              >
                Export (ZIP)
              </Button>
              <Button
                color="red"
                leftSection={<IconEraser size={16} />}
                onClick={() => setErasing(true)}
                disabled={data.erasable === 0}
                title={data.erasable === 0 ? 'Everything held about this person must be kept (see below).' : undefined}
              >
                Erase…
              </Button>
            </Group>
          </Group>
          <HeldCounts counts={data.counts} />
          {data.leads.length ? (
            <DataTable
              label="Leads of this person"
              columns={leadColumns}
              rows={data.leads}
              rowKey={(l) => l._id}
              minWidth={900}
            />
          ) : null}
          <KeptRecords kept={data.kept} />
          <EraseModal
            opened={erasing}
            onClose={() => setErasing(false)}
            person={person}
            summary={data}
            onErased={(result) => {
              setErased(result);
              notifySuccess('The person’s data is erased; the erasure is in the audit log.');
            }}
          />
        </Stack>
      );
  }

  return (
    <>
      <PageHeader
        title="Personal Data Requests"
        description="A person’s right to see and erase their data: find what is held, export it as a ZIP, erase what the law lets us."
      />
      <PersonSearchForm onFind={find} busy={Boolean(person) && summary.isFetching} initialMobile={fromLead} />
      {erased ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} mb="md" title="Erased">
          {erasedSentence(erased)}
        </Alert>
      ) : null}
      {body}
    </>
  );
}
