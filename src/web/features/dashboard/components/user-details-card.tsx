import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isRole, roleTitles } from '../../../../domain/roles';
import type { SessionUser } from '../../../../domain/schemas/auth';
import { formatMobile, initials } from '../../../lib/format';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

export function UserDetailsCard({ user }: { user: SessionUser }) {
  return (
    <Card withBorder radius="md" p="lg" h="100%">
      <Title order={2} fz="lg" mb="md">
        Your account
      </Title>
      <Group gap="md" mb="md" wrap="nowrap">
        <Avatar size={48} radius="xl" color="blue">
          {initials(user.name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {user.name}
          </Text>
          <Text size="sm" c="dimmed">
            {isRole(user.role) ? roleTitles[user.role] : 'No role'}
          </Text>
        </div>
      </Group>
      <Stack gap="xs">
        <Detail label="Email" value={user.email} />
        <Detail label="Mobile" value={formatMobile(user.mobile)} />
      </Stack>
    </Card>
  );
}
