/**
 * Roles are numbers in the stored user. Only role 2 has a name users see ("executive");
 * the longer names are for the team screens and the docs (docs/features.md).
 */
export const ROLES = [0, 1, 2] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_ADMIN = 0 as const;
export const ROLE_MANAGER = 1 as const;
export const ROLE_EXECUTIVE = 2 as const;

export const roleTitles: Record<Role, string> = {
  0: 'Administrator',
  1: 'Area Business Manager',
  2: 'Area Business Executive',
};

/** Short labels used in lists; "ABM"/"ABE" are what the sales office says. */
export const roleShortTitles: Record<Role, string> = { 0: 'Admin', 1: 'ABM', 2: 'ABE' };

export function isRole(value: unknown): value is Role {
  return value === 0 || value === 1 || value === 2;
}

/** Where the index route sends a user. Anything that is not a known role goes to /login. */
export function homePathFor(role: unknown): string {
  if (role === ROLE_ADMIN) return '/dashboard';
  if (role === ROLE_MANAGER) return '/automation/pull-api';
  if (role === ROLE_EXECUTIVE) return '/executive-access-denied';
  return '/login';
}
