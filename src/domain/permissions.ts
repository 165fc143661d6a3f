import type { Capability } from './capabilities';
import { ROLE_ADMIN, ROLE_EXECUTIVE, ROLE_MANAGER, type Role } from './roles';

export type { Capability } from './capabilities';

/**
 * The one permission table (decision 004): role × capability. The server checks every route
 * against it and the sidebar is drawn from it, so the two cannot disagree. The capabilities and
 * their sentences are listed in capabilities.ts; this file needs only their type, so what the
 * browser loads to answer `can()` is these lists and not the sentences (decision 175).
 *
 * The administrator holds every capability; a manager all but the refused ones; an executive
 * only the phone app's.
 */

/** Role 1 is refused the Dashboard, Team, Report and Important Contacts APIs. */
const managerRefused: Capability[] = [
  'dashboard.view',
  'team.view',
  'team.manage',
  'reports.view',
  'importantContacts.manage',
  'company.manage',
  'kyc.audit',
  'tasks.all',
  'jobs.manage',
  'backups.manage',
  'settings.manage',
  'people.data_requests',
  'audit.view',
  'leadRules.manage',
  'leads.purgeAll',
  'leads.all',
  'bookings.approveDiscount',
  'demands.overrideRera',
  'projects.manage',
  'projects.mapLeads',
  'paymentPlans.manage',
];

/** An executive works from a phone app: own leads, tasks, follow-ups and call logs (those modules add theirs). */
export const EXECUTIVE_CAPABILITIES: ReadonlySet<Capability> = new Set<Capability>([
  'self.use',
  'geo.view',
  'leads.own',
  'tasks.own',
  'calls.own',
  'messages.own',
  'search.use',
  'projects.view',
  'units.hold',
]);

const refusedToManager: ReadonlySet<Capability> = new Set(managerRefused);

/** Whether each role holds a capability. */
export const PERMISSIONS: Record<Role, (capability: Capability) => boolean> = {
  [ROLE_ADMIN]: () => true,
  [ROLE_MANAGER]: (capability) => !refusedToManager.has(capability),
  [ROLE_EXECUTIVE]: (capability) => EXECUTIVE_CAPABILITIES.has(capability),
};

/** True when a user with this role may use the capability. A missing or unknown role may do nothing. */
export function can(role: Role | null | undefined, capability: Capability): boolean {
  if (role === null || role === undefined) return false;
  return PERMISSIONS[role]?.(capability) ?? false;
}
