import { describe, expect, it } from 'vitest';
import { MENU, navigationFor } from './navigation';
import { paths, searchString } from './paths';
import { can } from './permissions';
import { ROLE_EXECUTIVE, ROLES } from './roles';
import { SCREEN_KEYS, SCREENS, screenCapability } from './screens';

const menuPaths = (role: (typeof ROLES)[number]) =>
  navigationFor(role).flatMap((g) => (g.to ? [g.to] : (g.children ?? []).map((l) => l.to)));

describe('the table of screens', () => {
  it('gives every screen its own path', () => {
    const all = SCREEN_KEYS.map((key) => SCREENS[key].path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('shows a role a menu item exactly when the role may open its screen', () => {
    const byPath = new Map(SCREEN_KEYS.map((key) => [SCREENS[key].path as string, key]));
    const items = MENU.flatMap((g) => g.items);
    for (const role of ROLES) {
      const shown = new Set(menuPaths(role));
      for (const item of items) {
        const capability = screenCapability(item.screen);
        expect(capability, item.screen).not.toBeNull();
        // An executive gets no menu: the web shell sends them to the phone app (navigationFor).
        const opens = role !== ROLE_EXECUTIVE && can(role, capability!);
        expect(shown.has(SCREENS[item.screen].path), `${item.screen} for role ${role}`).toBe(opens);
      }
      for (const path of shown) expect(byPath.has(path)).toBe(true);
    }
  });

  it('lets managers read the assignment rules, as GET /api/assignment-rules does', () => {
    expect(menuPaths(1)).toContain('/lead/assignment-rules');
    expect(screenCapability('assignmentRules')).toBe('leads.view');
  });

  it('puts every screen a role may open and that is a page of its own in the menu of some role', () => {
    // Pages reached from another page (a lead, a quotation, a letter) are listed in `also`.
    const reachable = new Set(
      MENU.flatMap((g) => g.items.flatMap((item) => [item.screen as string, ...(item.also ?? [])])),
    );
    const outside = SCREEN_KEYS.filter((key) => screenCapability(key) && !reachable.has(key));
    expect(outside).toEqual([]);
  });
});

describe('paths', () => {
  it('builds each screen path, its parameters filled in and encoded', () => {
    expect(paths.leadDetails('4f0c2a')).toBe('/LeadDetails/4f0c2a');
    expect(paths.entityPayments('e 1')).toBe('/Entity/e%201/payments');
    expect(paths.quotationCreate('new', { draft: 'd1' })).toBe('/quotation/create/new?draft=d1');
    expect(paths.dashboard()).toBe('/dashboard');
  });

  it('adds a query string without its empty values', () => {
    expect(paths.callHistory({ from: '2026-11-01', to: '2026-11-28', member: undefined, kind: '' })).toBe(
      '/call-history?from=2026-11-01&to=2026-11-28',
    );
    expect(paths.memberCalls('m1', { from: '2026-11-01' })).toBe('/call-history/m1?from=2026-11-01');
    expect(paths.tasks({ view: 'team', overdue: true, page: 2, note: null })).toBe(
      '/MainTaskIndex?view=team&overdue=true&page=2',
    );
    expect(paths.schedules(new URLSearchParams({ from: '2026-11-28', to: '' }))).toBe(
      '/report/meetings?from=2026-11-28',
    );
    expect(searchString({})).toBe('');
    expect(paths.leads({})).toBe('/lead/leads');
  });

  it('refuses, at compile time, a missing or extra path parameter (checked by tsc, never called)', () => {
    const wrongCalls = () => [
      // @ts-expect-error: /LeadDetails/:leadId needs the lead's id.
      paths.leadDetails(),
      // @ts-expect-error: /dashboard has no parameter.
      paths.dashboard('x', 'y'),
    ];
    expect(typeof wrongCalls).toBe('function');
  });
});
