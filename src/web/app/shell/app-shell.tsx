import { AppShell, Avatar, Box, Burger, Group, Loader, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Outlet, useNavigation } from 'react-router';
import { navigationFor } from '../../../domain/navigation';
import { can } from '../../../domain/permissions';
import { isRole, roleTitles } from '../../../domain/roles';
import { useLogout } from '../../features/auth/api/logout';
// The counts' own file, not the feature's index: the sidebar then loads none of the follow-up screens' requests.
import { useFollowUpCounts } from '../../features/follow-ups/api/follow-up-counts';
import { HeaderSearch } from '../../features/search/components/header-search';
import { useWhatsAppUnread } from '../../features/whatsapp/api/whatsapp-unread';
import { initials } from '../../lib/format';
import { useSessionUser } from '../../lib/session-store';
import { BrandMark } from '../../ui/brand-mark';
import { Sidebar } from './sidebar';

const SIDEBAR_EXPANDED = 256;
const SIDEBAR_COLLAPSED = 80;

/** The signed-in layout for roles 0 and 1: header, collapsible sidebar, page. */
export function AppShellLayout() {
  const user = useSessionUser();
  const logout = useLogout();
  const navigation = useNavigation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: 'sidebarCollapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const groups = navigationFor(user.role);
  // The sidebar's Today / Pending / … badges, polled every minute and refreshed by every write.
  const followUps = useFollowUpCounts(can(user.role, 'leads.view'));
  // WhatsApp Inbox's badge: conversations with messages nobody has read, in the tab the role opens on.
  const whatsapp = useWhatsAppUnread(user.role, can(user.role, 'messages.own'));
  const counts =
    followUps.data || whatsapp.data !== undefined
      ? { ...followUps.data, ...(whatsapp.data !== undefined ? { whatsapp: whatsapp.data } : {}) }
      : undefined;
  const roleTitle = isRole(user.role) ? roleTitles[user.role] : 'No role';

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: { base: SIDEBAR_EXPANDED, sm: collapsed ? SIDEBAR_COLLAPSED : SIDEBAR_EXPANDED },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: 'md', md: 'xl' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label="Open menu" />
            <BrandMark />
            {navigation.state === 'loading' ? <Loader size="xs" aria-label="Loading page" /> : null}
          </Group>
          <HeaderSearch />
          <Group gap="sm" wrap="nowrap">
            <Box ta="right" visibleFrom="xs">
              <Text size="sm" fw={600} lh={1.2}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleTitle}
              </Text>
            </Box>
            <Avatar color="blue" radius="xl" aria-hidden>
              {initials(user.name)}
            </Avatar>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar
          groups={groups}
          collapsed={collapsed && !mobileOpened}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
          onNavigate={mobile.close}
          onLogout={logout}
          counts={counts}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        <Box maw={1400} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
