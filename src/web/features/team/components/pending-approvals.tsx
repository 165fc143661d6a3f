import { Badge, Button, Card, Group, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconTrash, IconUserCheck } from '@tabler/icons-react';
import { ROLE_ADMIN, ROLE_EXECUTIVE, ROLE_MANAGER, type Role, roleShortTitles } from '../../../../domain/roles';
import type { Member } from '../../../../domain/schemas/team';
import { formatDate } from '../../../lib/format';

interface PendingApprovalsProps {
  members: Member[];
  busyId: string | null;
  onApprove: (member: Member, role: Role) => void;
  onDelete: (member: Member) => void;
}

const approvalRoles: Role[] = [ROLE_EXECUTIVE, ROLE_MANAGER, ROLE_ADMIN];

/** People who registered themselves and wait for a role; they cannot log in until approved. */
export function PendingApprovals({ members, busyId, onApprove, onDelete }: PendingApprovalsProps) {
  return (
    <Card withBorder radius="md" mb="lg" p="lg" bg="yellow.0" style={{ borderColor: 'var(--mantine-color-yellow-4)' }}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="lg">
            Pending approvals
          </Title>
          <Badge color="yellow" variant="filled" circle>
            {members.length}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          These people registered themselves. They cannot log in until you give them a role.
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Pending approvals" verticalSpacing="xs" bg="white" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Registered</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member._id}>
                  <Table.Td fw={600}>{member.name}</Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>{formatDate(member.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button
                            size="xs"
                            leftSection={<IconUserCheck size={16} />}
                            rightSection={<IconChevronDown size={14} />}
                            loading={busyId === member._id}
                            aria-label={`Approve ${member.name}`}
                          >
                            Approve
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {approvalRoles.map((role) => (
                            <Menu.Item key={role} onClick={() => onApprove(member, role)}>
                              Approve as {roleShortTitles[role]}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        leftSection={<IconTrash size={16} />}
                        onClick={() => onDelete(member)}
                        disabled={busyId === member._id}
                        aria-label={`Delete ${member.name}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
