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
        <Card withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 32 }} maw={520} w="100%">
          <Stack gap="lg">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconDeviceMobile size={30} />
            </ThemeIcon>
            <Stack gap={6}>
              <Title order={1} fz={24}>
                Use the EstateDesk phone app
              </Title>
              <Text c="dimmed">
                Executives work from the EstateDesk phone app. The web back office is for administrators and area
                business managers.
              </Text>
            </Stack>
            <Button
              component="a"
              href={PHONE_APP_PATH}
              size="md"
              h={48}
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
                In the phone app you can:
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
                <Avatar color="blue" radius="xl" visibleFrom="xs">
                  {initials(user.name)}
                </Avatar>
                <Box style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed">
                    Signed in as
                  </Text>
                  {/* Wrapped, not cut (and no avatar on a phone, to leave it the width): an executive checks which account this is by its email. */}
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {user.name}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                  {isRole(user.role) && (
                    <Text size="sm" c="dimmed">
                      {roleTitles[user.role]}
                    </Text>
                  )}
                </Box>
              </Group>
            </Card>
            {/* 48 px high, as the phone app's buttons: this page is read on a phone. */}
            <Button
              leftSection={<IconLogout size={18} />}
              variant="default"
              size="md"
              h={48}
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
