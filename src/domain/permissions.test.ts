import { describe, expect, it } from 'vitest';
import { CAPABILITIES, type Capability, isCapability } from './capabilities';
import { navigationFor } from './navigation';
import { can, EXECUTIVE_CAPABILITIES } from './permissions';
import { homePathFor } from './roles';

describe('permission table', () => {
  it('gives the administrator every capability', () => {
    for (const capability of Object.keys(CAPABILITIES) as Capability[]) expect(can(0, capability)).toBe(true);
  });

  it('refuses role 1 the Dashboard, Team, Report and Important Contacts capabilities', () => {
    for (const capability of [
      'dashboard.view',
      'team.view',
      'team.manage',
      'reports.view',
      'importantContacts.manage',
    ] as const) {
      expect(can(1, capability)).toBe(false);
    }
    for (const capability of [
      'billing.manage',
      'masters.manage',
      'customers.manage',
      'entities.manage',
      'purchase.manage',
    ] as const) {
      expect(can(1, capability)).toBe(true);
    }
  });

  it('keeps the executive to the phone app’s needs and KYC files away from them', () => {
    expect(can(2, 'self.use')).toBe(true);
    expect(can(2, 'kyc.view')).toBe(false);
    expect(can(2, 'billing.manage')).toBe(false);
    expect(can(2, 'projects.view')).toBe(true);
    expect(can(2, 'projects.manage')).toBe(false);
    expect(can(2, 'units.hold')).toBe(true);
    expect(can(2, 'holds.extend')).toBe(false);
    // self, geo, own leads, tasks, calls, single messages, the search of what those lists show,
    // reading projects (availability and cost sheets for a buyer on the phone) and holding a unit
    // for their own lead (issue 27).
    expect(EXECUTIVE_CAPABILITIES.size).toBeLessThan(10);
  });

  it('knows a capability only by the list of capabilities', () => {
    expect(isCapability('leads.view')).toBe(true);
    expect(isCapability('leads.fly')).toBe(false);
    expect(isCapability('toString')).toBe(false);
    expect(isCapability('')).toBe(false);
  });

  it('gives a pending or unknown role nothing', () => {
    expect(can(null, 'self.use')).toBe(false);
    expect(can(undefined, 'self.use')).toBe(false);
    expect(can(7 as never, 'self.use')).toBe(false);
  });
});

describe('navigation and home', () => {
  it('draws the sidebar from the permission table', () => {
    const admin = navigationFor(0).map((g) => g.key);
    const manager = navigationFor(1).map((g) => g.key);
    expect(admin).toContain('dashboard');
    expect(admin).toContain('team');
    expect(manager).not.toContain('dashboard');
    expect(manager).not.toContain('team');
    expect(navigationFor(2)).toEqual([]);
    expect(navigationFor(null)).toEqual([]);
  });

  it('shows the Calls group to administrators and managers, with the telephony settings for administrators only', () => {
    const calls = (role: 0 | 1 | 2) =>
      navigationFor(role)
        .find((g) => g.key === 'calls')
        ?.children?.map((l) => l.to);
    expect(calls(0)).toEqual(['/dialup', '/call-history']);
    expect(calls(1)).toEqual(['/dialup', '/call-history']);
    expect(calls(2)).toBeUndefined();
    const settings = (role: 0 | 1) => navigationFor(role).flatMap((g) => g.children?.map((l) => l.to) ?? [g.to]);
    expect(settings(0)).toContain('/telephony');
    expect(settings(1)).not.toContain('/telephony');
  });

  it("keeps the administrators' settings and jobs in one Administration group", () => {
    const links = (role: 0 | 1) => navigationFor(role).flatMap((g) => g.children?.map((l) => l.to) ?? [g.to]);
    const administration = navigationFor(0).find((g) => g.key === 'administration');
    expect(administration?.children?.map((l) => l.label)).toEqual([
      'Background Jobs',
      'Backups',
      'Personal Data Requests',
      'Audit Log',
      'SMTP',
      'Telephony',
      'SMS Gateway',
      'WhatsApp Settings',
      'Phone App',
      'Collections Settings',
    ]);
    expect(links(0).filter((to) => to === '/smtp' || to === '/jobs')).toEqual(['/jobs', '/smtp']);
    for (const to of [
      '/smtp',
      '/jobs',
      '/backups',
      '/personal-data',
      '/audit-log',
      '/collections/settings',
      '/phone-app',
    ])
      expect(links(1)).not.toContain(to);
    // Backups, a person's data on request and the audit log are the administrators' alone.
    for (const capability of ['backups.manage', 'people.data_requests', 'audit.view'] as const) {
      expect(can(1, capability)).toBe(false);
      expect(can(2, capability)).toBe(false);
    }
  });

  it('sends each role to its home', () => {
    expect(homePathFor(0)).toBe('/dashboard');
    expect(homePathFor(1)).toBe('/automation/pull-api');
    expect(homePathFor(2)).toBe('/executive-access-denied');
    expect(homePathFor(null)).toBe('/login');
    expect(homePathFor('0')).toBe('/login');
  });
});
