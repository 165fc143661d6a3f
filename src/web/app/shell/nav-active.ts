import type { NavGroup, NavLink } from '../../../domain/navigation';

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * A link is active on its own path (so /team is not active on /team/abm) and on the pages it
 * lists in `also` with their sub-paths (a letter belongs to the Document Generator).
 */
export function isLinkActive(link: Pick<NavLink, 'to' | 'also'>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === link.to || (link.also ?? []).some((base) => within(path, base));
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  if (group.to) return isLinkActive({ to: group.to, also: group.also }, pathname) || within(pathname, group.to);
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
