import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths';
import type { Call } from '../../../../domain/schemas/call';
import { formatDateTime } from '../../../lib/format';
import { CallDirectionBadge, CallDuration, CallRecording } from '../../../ui/call-bits';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { OutcomeBadge } from '../../../ui/follow-up-bits';
import { PhoneLink } from '../../../ui/phone-link';

interface CallsTableProps {
  calls: Call[];
  /** "Make lead" on a call from a number no lead has. */
  onMakeLead: (call: Call) => void;
}

/** A member's calls: when, who, which way, how long, what came of it, and the recording. */
export function CallsTable({ calls, onMakeLead }: CallsTableProps) {
  const columns: Column<Call>[] = [
    { key: 'when', header: 'When (India)', nowrap: true, render: (c) => formatDateTime(c.startedAt) },
    {
      key: 'number',
      header: 'Number',
      nowrap: true,
      render: (c) => <PhoneLink number={c.dialNumber} leadId={c.leadId ?? undefined} fallback="Withheld" />,
    },
    {
      key: 'lead',
      header: 'Lead',
      render: (c) =>
        c.leadId ? (
          <Anchor component={Link} to={paths.leadDetails(c.leadId)} size="sm" fw={600}>
            <CellText maw={180} fw={600} c="inherit">
              {c.leadName}
            </CellText>
          </Anchor>
        ) : c.number && c.dialNumber === c.number ? (
          // A foreign number cannot be a lead's (Indian) mobile.
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {c.contactId ? 'Contact' : 'Unknown'}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconUserPlus size={14} />}
              onClick={() => onMakeLead(c)}
              aria-label={`Make lead from ${c.number}`}
            >
              Make lead
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'direction',
      header: 'Direction',
      nowrap: true,
      render: (c) => (
        <Stack gap={2}>
          <CallDirectionBadge direction={c.direction} />
          {c.source === 'click_to_call' ? (
            <Text size="xs" c="dimmed">
              Office line{c.providerStatus ? ` · ${c.providerStatus}` : ''}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'duration',
      header: 'Duration',
      align: 'right',
      nowrap: true,
      render: (c) => <CallDuration call={c} />,
    },
    { key: 'outcome', header: 'Outcome', nowrap: true, render: (c) => <OutcomeBadge outcome={c.outcome} /> },
    { key: 'note', header: 'Note', render: (c) => <CellText maw={170}>{c.note}</CellText> },
    { key: 'recording', header: 'Recording', nowrap: true, render: (c) => <CallRecording call={c} /> },
  ];
  return <DataTable label="Calls" columns={columns} rows={calls} rowKey={(c) => c.id} minWidth={1000} />;
}
