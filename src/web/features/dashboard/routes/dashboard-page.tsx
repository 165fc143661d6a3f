import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconUserPlus } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router';
import { indiaHour } from '../../../../domain/india-date';
import { formatDate } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { ErrorState } from '../../../ui/error-state';
import { useTeamSummary } from '../api/get-team-summary';
import { TeamSizeCards } from '../components/team-size-cards';
import { UserDetailsCard } from '../components/user-details-card';

function greeting(now: Date): string {
  const hour = indiaHour(now);
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'Asia/Kolkata' });

export function DashboardPage() {
  const user = useSessionUser();
  const summary = useTeamSummary();
  const now = new Date();
  const firstName = user.name.split(/\s+/)[0] ?? user.name;

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={26}>
          {greeting(now)}, {firstName}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {weekday.format(now)}, {formatDate(now)}
        </Text>
      </div>

      <section aria-labelledby="team-size-heading">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg" id="team-size-heading">
            Team at a glance
          </Title>
        </Group>
        {summary.isError ? (
          <Card withBorder radius="md">
            <ErrorState
              title="Could not load the team figures"
              error={summary.error}
              onRetry={() => void summary.refetch()}
              retrying={summary.isFetching}
            />
          </Card>
        ) : (
          <TeamSizeCards summary={summary.data} />
        )}
        {summary.data && (summary.data.invited > 0 || summary.data.deactivated > 0) ? (
          <Text size="sm" c="dimmed" mt="sm">
            {summary.data.invited > 0
              ? `${summary.data.invited} active ${summary.data.invited === 1 ? 'member has' : 'members have'} not set a password yet. `
              : ''}
            {summary.data.deactivated > 0 ? `${summary.data.deactivated} deactivated.` : ''}
          </Text>
        ) : null}
      </section>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <UserDetailsCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" p="lg" h="100%">
            <Title order={2} fz="lg" mb={4}>
              Quick actions
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Bring your people in and set up the branches they work from.
            </Text>
            <Group gap="sm">
              <Button component={RouterLink} to="/team" leftSection={<IconUserPlus size={18} />}>
                Manage the team
              </Button>
              <Button
                component={RouterLink}
                to="/branches"
                variant="default"
                leftSection={<IconBuildingStore size={18} />}
              >
                Manage branches
              </Button>
            </Group>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
