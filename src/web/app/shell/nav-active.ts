import type { NavGroup, NavLink } from '../../../domain/navigation';

/** A link is active on its own path only (so /team is not active on /team/abm). */
export function isLinkActive(link: Pick<NavLink, 'to'>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === link.to;
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  if (group.to) return isLinkActive({ to: group.to }, pathname) || pathname.startsWith(`${group.to}/`);
  return (group.children ?? []).some((child) => isLinkActive(child, pathname));
}

/** The first page in the sidebar's order that passes `usable` (e.g. "has a registered route"). */
export function firstNavPath(groups: NavGroup[], usable: (path: string) => boolean = () => true): string | null {
  for (const group of groups) {
    const paths = group.to ? [group.to] : (group.children ?? []).map((child) => child.to);
    const found = paths.find(usable);
    if (found) return found;
  }
  return null;
}
