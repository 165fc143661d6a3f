import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../../domain/navigation';
import { can } from '../../../domain/permissions';
import { SCREEN_KEYS, SCREENS, screenCapability } from '../../../domain/screens';
import { isGroupActive, isLinkActive } from './nav-active';

const group = (key: string) => navigationFor(0).find((g) => g.key === key)!;
const link = (key: string, label: string) => group(key).children!.find((l) => l.label === label)!;

describe('sidebar highlighting', () => {
  it('keeps /team and /team/abm apart', () => {
    expect(isLinkActive(link('team', 'All Members'), '/team/abm')).toBe(false);
    expect(isLinkActive(link('team', 'ABM'), '/team/abm')).toBe(true);
  });

  it('highlights the item a sub-page belongs to', () => {
    expect(isLinkActive(link('documents', 'Document Generator'), '/costbreakupletter')).toBe(true);
    expect(isGroupActive(group('documents'), '/possessionletter')).toBe(true);
    expect(isLinkActive(link('billing', 'Quotations'), '/quotation/print/abc')).toBe(true);
    expect(isLinkActive(link('billing', 'Quotations'), '/quotationx')).toBe(false);
    expect(isGroupActive(group('entities'), '/Entity/42/payments')).toBe(true);
    expect(isGroupActive(group('customers'), '/customer-property/7')).toBe(true);
    expect(isGroupActive(group('entities'), '/customer-property/7')).toBe(false);
  });
});

describe('one sidebar item per page', () => {
  // Every page a manager or an administrator opens lights exactly one item of the sidebar.
  const sample = (path: string) => path.replace(/:[^/]+/g, 'a1b2');
  const litItems = (role: 0 | 1, pathname: string) =>
    navigationFor(role).flatMap((g) =>
      g.to
        ? isGroupActive(g, pathname)
          ? [g.label]
          : []
        : (g.children ?? []).filter((l) => isLinkActive(l, pathname)).map((l) => `${g.label} › ${l.label}`),
    );

  it('lights Bookings alone on a booking and on its statement', () => {
    expect(litItems(0, '/bookings/7e1f')).toEqual(['Bookings']);
    expect(litItems(0, '/bookings/7e1f/statement')).toEqual(['Bookings']);
    expect(litItems(1, '/bookings/7e1f/statement')).toEqual(['Bookings']);
    expect(litItems(0, '/bookings/new')).toEqual(['Bookings']);
    expect(litItems(0, '/collections')).toEqual(['Collections › Collections']);
  });

  it('tells a static page from a parameter of its neighbour', () => {
    expect(litItems(0, '/projects/unmatched')).toEqual(['Lead › Unmatched Projects']);
    expect(litItems(0, '/projects/p1')).toEqual(['Projects › Projects']);
  });

  it('never lights two items on any screen', () => {
    for (const key of SCREEN_KEYS) {
      const capability = screenCapability(key);
      if (!capability || !can(0, capability)) continue;
      const lit = litItems(0, sample(SCREENS[key].path));
      expect(lit.length, `${key}: ${lit.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });
});
