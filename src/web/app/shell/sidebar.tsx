import { ActionIcon, Badge, Box, Divider, Menu, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { NavCount, NavGroup, NavLink as NavLinkItem } from '../../../domain/navigation';
import { isGroupActive, isLinkActive } from './nav-active';
import { navIcon } from './nav-icons';
import './sidebar.css';
import { scrollToShow, useScrollHints } from './use-scroll-hints';

interface SidebarProps {
  groups: NavGroup[];
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onNavigate: () => void;
  onLogout: () => void;
  /** The follow-up counts for the items that show one (absent until loaded, or for roles without them). */
  counts?: Partial<Record<NavCount, number>> | undefined;
}

/** A count beside a link; Pending in red because those are overdue. */
function CountBadge({ link, counts }: { link: NavLinkItem; counts: SidebarProps['counts'] }) {
  const n = link.count ? counts?.[link.count] : undefined;
  if (n === undefined) return null;
  return (
    <Badge
      size="sm"
      circle={n < 10}
      variant={(link.count === 'pending' || link.count === 'whatsapp') && n > 0 ? 'filled' : 'light'}
      color={link.count === 'pending' && n > 0 ? 'red' : link.count === 'whatsapp' && n > 0 ? 'green' : 'gray'}
      aria-label={`${n} ${link.label}`}
      miw="max-content"
    >
      {n > 999 ? '999+' : n}
    </Badge>
  );
}

/**
 * The sidebar: groups from navigationFor(role), accordion submenus (one open at a time,
 * the active route's group opens by itself), icons with tooltips when collapsed, Log Out at the foot.
 */
export function Sidebar({ groups, collapsed, onToggleCollapsed, onNavigate, onLogout, counts }: SidebarProps) {
  const { pathname } = useLocation();
  const activeGroupKey = groups.find((group) => group.children && isGroupActive(group, pathname))?.key ?? null;
  const [openKey, setOpenKey] = useState<string | null>(activeGroupKey);

  useEffect(() => {
    if (activeGroupKey) setOpenKey(activeGroupKey);
  }, [activeGroupKey]);

  // At 768 px tall the admin's menu is twice the window: the list scrolls inside the navbar, says
  // so with a fade at the cut edge, and brings the page's own item into view on every navigation.
  const viewport = useRef<HTMLDivElement>(null);
  const hints = useScrollHints(viewport);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation and each collapse or expand.
  useEffect(() => {
    // After the group's Collapse has opened (200 ms), or the item is measured where it was closed.
    const timer = window.setTimeout(() => {
      const box = viewport.current;
      const active = box?.querySelector<HTMLElement>('[aria-current="page"]');
      if (box && active) box.scrollTop += scrollToShow(box.getBoundingClientRect(), active.getBoundingClientRect());
      hints.update();
    }, 260);
    return () => window.clearTimeout(timer);
  }, [pathname, collapsed, hints.update]);

  return (
    <Stack h="100%" gap={0} component="nav" aria-label="Main menu">
      <Box p="xs" visibleFrom="sm">
        <Tooltip label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} position="right" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            ml={collapsed ? 'auto' : undefined}
            mr={collapsed ? 'auto' : undefined}
            display="flex"
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
          </ActionIcon>
        </Tooltip>
      </Box>
      <Box
        className="sidebar-scroll"
        data-more-above={hints.above || undefined}
        data-more-below={hints.below || undefined}
      >
        <ScrollArea h="100%" px="xs" py={4} viewportRef={viewport} onScrollPositionChange={hints.update}>
          <Stack gap={collapsed ? 4 : 2}>
            {groups.map((group) =>
              collapsed ? (
                <CollapsedItem key={group.key} group={group} pathname={pathname} onNavigate={onNavigate} />
              ) : (
                <ExpandedItem
                  key={group.key}
                  group={group}
                  pathname={pathname}
                  opened={openKey === group.key}
                  onToggle={() => setOpenKey((key) => (key === group.key ? null : group.key))}
                  onNavigate={onNavigate}
                  counts={counts}
                />
              ),
            )}
          </Stack>
        </ScrollArea>
        {hints.below ? <IconChevronDown className="sidebar-more-below" size={16} aria-hidden /> : null}
      </Box>
      <Divider />
      <Box p="xs">
        {collapsed ? (
          <Tooltip label="Log Out" position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              onClick={onLogout}
              aria-label="Log Out"
              mx="auto"
              display="flex"
            >
              <IconLogout size={20} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <NavLink
            component="button"
            label="Log Out"
            c="red.7"
            leftSection={<IconLogout size={20} />}
            onClick={onLogout}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        )}
      </Box>
    </Stack>
  );
}

interface ItemProps {
  group: NavGroup;
  pathname: string;
  onNavigate: () => void;
}

const itemRadius = { borderRadius: 'var(--mantine-radius-md)' };

function ExpandedItem({
  group,
  pathname,
  opened,
  onToggle,
  onNavigate,
  counts,
}: ItemProps & { opened: boolean; onToggle: () => void; counts: SidebarProps['counts'] }) {
  const Icon = navIcon(group.key);
  if (group.to) {
    const active = isGroupActive(group, pathname);
    return (
      <NavLink
        component={RouterLink}
        to={group.to}
        label={group.label}
        leftSection={<Icon size={20} />}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        style={itemRadius}
        fw={500}
      />
    );
  }
  return (
    <NavLink
      component="button"
      label={group.label}
      leftSection={<Icon size={20} />}
      rightSection={<IconChevronRight size={16} />}
      opened={opened}
      onChange={onToggle}
      aria-expanded={opened}
      style={itemRadius}
      fw={500}
    >
      {(group.children ?? []).map((child) => {
        const active = isLinkActive(child, pathname);
        return (
          <NavLink
            key={child.to}
            component={RouterLink}
            to={child.to}
            label={child.label}
            rightSection={<CountBadge link={child} counts={counts} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            style={itemRadius}
          />
        );
      })}
    </NavLink>
  );
}

function CollapsedItem({ group, pathname, onNavigate }: ItemProps) {
  const Icon = navIcon(group.key);
  const active = isGroupActive(group, pathname);
  if (group.to) {
    return (
      <Tooltip label={group.label} position="right" withArrow>
        <ActionIcon
          component={RouterLink}
          to={group.to}
          size={44}
          mx="auto"
          variant={active ? 'light' : 'subtle'}
          color={active ? 'blue' : 'gray'}
          aria-label={group.label}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          <Icon size={22} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Menu position="right-start" offset={12} withArrow trigger="click-hover" openDelay={80} closeDelay={150}>
      <Menu.Target>
        <ActionIcon
          size={44}
          mx="auto"
          variant={active ? 'light' : 'subtle'}
          color={active ? 'blue' : 'gray'}
          aria-label={group.label}
        >
          <Icon size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{group.label}</Menu.Label>
        {(group.children ?? []).map((child) => {
          const childActive = isLinkActive(child, pathname);
          return (
            <Menu.Item
              key={child.to}
              component={RouterLink}
              to={child.to}
              aria-current={childActive ? 'page' : undefined}
              c={childActive ? 'blue.7' : undefined}
              fw={childActive ? 600 : undefined}
              onClick={onNavigate}
            >
              {child.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
