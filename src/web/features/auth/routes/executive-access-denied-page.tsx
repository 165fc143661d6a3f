import { Avatar, Box, Button, Card, Center, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobile, IconExternalLink, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { isRole, ROLE_EXECUTIVE, roleTitles } from '../../../../domain/roles';
import { initials } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session-store';
import { BrandMark } from '../../../ui/brand-mark';
import { InstallSteps, PHONE_APP_PATH, PhoneAppQr } from '../../../ui/phone-app-install';
import { useLogout } from '../api/logout';

/**
 * Executives (role 2) have no office screens; they work from the phone app at /m/ (issue 29): this
 * page says where it is, with its QR code and how to put it on the home screen.
 */
export function ExecutiveAccessDeniedPage() {
  const user = useSessionUser();
  const logout = useLogout();
  const [signingOut, setSigningOut] = useState(false);

  if (user.role !== ROLE_EXECUTIVE) return <Navigate to="/" replace />;

  const onLogout = async () => {
    setSigningOut(true);
    await logout();
  };

  return (
    <Box mih="100dvh" bg="gray.0" p="md">
      <Group justify="center" py="lg">
        <BrandMark />
      </Group>
      <Center>
        <Card withBorder shadow="sm" radius="md" p={32} maw={520} w="100%">
          <Stack gap="lg">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconDeviceMobile size={30} />
            </ThemeIcon>
            <Stack gap={6}>
              <Title order={1} fz={24}>
                Use the EstateDesk mobile app
              </Title>
              <Text c="dimmed">
                Executives work from the EstateDesk mobile app. The web back office is for administrators and area
                business managers.
              </Text>
            </Stack>
            <Button
              component="a"
              href={PHONE_APP_PATH}
              size="md"
              leftSection={<IconExternalLink size={18} />}
              fullWidth
            >
              Open the phone app
            </Button>
            <Group gap="lg" align="flex-start" wrap="wrap">
              <PhoneAppQr size={160} />
              <Box style={{ flex: '1 1 220px', minWidth: 0 }}>
                <InstallSteps />
              </Box>
            </Group>
            <Stack gap={6}>
              <Text fw={600} size="sm">
                In the mobile app you can:
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>see and update the leads assigned to you</List.Item>
                <List.Item>work through your tasks and follow-ups</List.Item>
                <List.Item>call customers and keep your call log</List.Item>
                <List.Item>check in at site visits, even with no network</List.Item>
              </List>
            </Stack>
            <Card withBorder radius="md" bg="gray.0" p="md">
              <Group gap="sm" wrap="nowrap">
                <Avatar color="blue" radius="xl">
                  {initials(user.name)}
                </Avatar>
                <Box style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed">
                    Signed in as
                  </Text>
                  <Text fw={600} truncate>
                    {user.name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {user.email}
                    {isRole(user.role) ? ` · ${roleTitles[user.role]}` : ''}
                  </Text>
                </Box>
              </Group>
            </Card>
            <Button
              leftSection={<IconLogout size={18} />}
              variant="default"
              onClick={onLogout}
              loading={signingOut}
              fullWidth
            >
              Log Out
            </Button>
          </Stack>
        </Card>
      </Center>
    </Box>
  );
}
