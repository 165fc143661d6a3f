import type { NavGroup, NavLink } from '../../../domain/navigation';
import { screenPathAt } from '../../../domain/screens';

/**
 * A link is active on its own screen (so /team is not active on /team/abm) and on the screens it
 * lists in `also` (a letter belongs to the Document Generator). The URL is first resolved to the one
 * screen it opens, so two items never light up for one page: matching by path prefix lit both
 * Bookings and Collections on /bookings/:id, whose statement shares the `/bookings` prefix.
 */
export function isLinkActive(link: Pick<NavLink, 'to' | 'also'>, pathname: string): boolean {
  const screen = screenPathAt(pathname);
  return screen !== null && (screen === link.to || (link.also ?? []).includes(screen));
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  if (group.to) return isLinkActive({ to: group.to, also: group.also }, pathname);
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
