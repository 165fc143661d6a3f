import { type Capability, can } from './permissions';
import type { Role } from './roles';

/**
 * The sidebar (spec §2.2), in the spec's order. Each item names the capability it needs, so the
 * menu a role sees is derived from the permission table. Items whose screens are not built yet
 * are absent rather than placeholders; a module adds its entry when its screen exists.
 */
export interface NavLink {
  label: string;
  to: string;
}
export interface NavGroup {
  key: string;
  label: string;
  capability: Capability;
  /** A group with one link and no children is drawn as a plain item. */
  to?: string;
  children?: NavLink[];
}

export const NAVIGATION: NavGroup[] = [
  { key: 'dashboard', label: 'Dashboard', capability: 'dashboard.view', to: '/dashboard' },
  {
    key: 'team',
    label: 'Team Structure',
    capability: 'team.view',
    children: [
      { label: 'All Members', to: '/team' },
      { label: 'Administrators', to: '/team/admin' },
      { label: 'ABM', to: '/team/abm' },
      { label: 'ABE', to: '/team/abe' },
    ],
  },
  { key: 'branches', label: 'Branches', capability: 'masters.view', to: '/branches' },
];

export function navigationFor(role: Role | null | undefined): NavGroup[] {
  return NAVIGATION.filter((group) => can(role, group.capability));
}
