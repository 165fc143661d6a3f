import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { isRole, roleShortTitles, roleTitles } from '../../../../domain/roles';
import type { Member } from '../../../../domain/schemas/team';
import { formatDate, formatDateTime, initials } from '../../../lib/format';
import { CellText } from '../../../ui/cell-text';
import { type Column, DataTable } from '../../../ui/data-table';
import { PhoneLink } from '../../../ui/phone-link';
import { type MemberActionHandlers, MemberRowActions } from './member-row-actions';
import { MemberStatusBadge } from './member-status-badge';

interface MembersTableProps extends MemberActionHandlers {
  label: string;
  members: Member[];
  currentUserId: string;
  canManage: boolean;
  busyId: string | null;
}

function dash(value: string | null) {
  return value ? (
    value
  ) : (
    <Text span c="dimmed">
      —
    </Text>
  );
}

export function MembersTable({ label, members, currentUserId, canManage, busyId, ...handlers }: MembersTableProps) {
  const columns: Column<Member>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (m) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar size={34} radius="xl" color={m.status === 'deactivated' ? 'gray' : 'blue'} aria-hidden>
            {initials(m.name)}
          </Avatar>
          {/* Long names wrap and clamp, long office emails are cut with an ellipsis (full text on hover). */}
          <div style={{ minWidth: 0, maxWidth: 180 }}>
            <Group gap={4} wrap="nowrap" align="baseline">
              <CellText fw={600} lh={1.3} maw={180}>
                {m.name}
              </CellText>
              {m._id === currentUserId ? (
                <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  (you)
                </Text>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" lh={1.3} truncate="end" title={m.email}>
              {m.email}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'mobile',
      header: 'Mobile',
      render: (m) => <PhoneLink number={m.mobile} />,
    },
    {
      key: 'role',
      header: 'Role',
      render: (m) =>
        isRole(m.role) ? (
          <Tooltip label={roleTitles[m.role]} withArrow>
            <Text size="sm">{roleShortTitles[m.role]}</Text>
          </Tooltip>
        ) : (
          dash(null)
        ),
    },
    { key: 'branch', header: 'Branch', render: (m) => <Text size="sm">{dash(m.branchName)}</Text> },
    { key: 'reportsTo', header: 'Reports To', render: (m) => <Text size="sm">{dash(m.reportsToName)}</Text> },
    { key: 'status', header: 'Status', nowrap: true, render: (m) => <MemberStatusBadge member={m} /> },
    {
      key: 'lastLogin',
      nowrap: true,
      header: 'Last login',
      render: (m) =>
        m.lastLoginAt ? (
          <Tooltip label={formatDateTime(m.lastLoginAt)} withArrow>
            <Text size="sm">{formatDate(m.lastLoginAt)}</Text>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed">
            Never
          </Text>
        ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (m) => (
        <MemberRowActions member={m} isSelf={m._id === currentUserId} busy={busyId === m._id} {...handlers} />
      ),
    });
  }
  return <DataTable label={label} columns={columns} rows={members} rowKey={(m) => m._id} minWidth={1000} />;
}
