import { Anchor, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconShieldCheck,
  IconUserCheck,
  IconUserQuestion,
  IconUserStar,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../domain/paths';
import { formatCount } from '../../../lib/format';
import type { TeamSummary } from '../api/get-team-summary';

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: TablerIcon;
  color: string;
  to: string;
  linkLabel: string;
  highlight?: boolean;
}

function StatCard({ label, value, icon: Icon, color, to, linkLabel, highlight }: StatCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      style={highlight ? { borderColor: `var(--mantine-color-${color}-5)` } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={34} w={60} mt={6} />
          ) : (
            <Text fz={32} fw={700} lh={1.2} mt={4}>
              {formatCount(value)}
            </Text>
          )}
        </div>
        <ThemeIcon size={42} radius="md" variant="light" color={color} aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
      </Group>
      <Anchor component={RouterLink} to={to} size="sm" mt="sm" display="inline-block">
        {linkLabel}
      </Anchor>
    </Card>
  );
}

export function TeamSizeCards({ summary }: { summary: TeamSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
      <StatCard
        label="Active members"
        value={summary?.active}
        icon={IconUsers}
        color="blue"
        to={paths.team()}
        linkLabel="View team"
      />
      <StatCard
        label="Administrators"
        value={summary?.administrators}
        icon={IconShieldCheck}
        color="grape"
        to={paths.teamAdministrators()}
        linkLabel="View administrators"
      />
      <StatCard
        label="ABMs"
        value={summary?.managers}
        icon={IconUserStar}
        color="teal"
        to={paths.teamManagers()}
        linkLabel="View ABMs"
      />
      <StatCard
        label="ABEs"
        value={summary?.executives}
        icon={IconUserCheck}
        color="cyan"
        to={paths.teamExecutives()}
        linkLabel="View ABEs"
      />
      <StatCard
        label="Pending approvals"
        value={summary?.pending}
        icon={IconUserQuestion}
        color="yellow"
        to={paths.team()}
        linkLabel={summary?.pending ? 'Review on the team page' : 'Open the team page'}
        highlight={Boolean(summary?.pending)}
      />
    </SimpleGrid>
  );
}
