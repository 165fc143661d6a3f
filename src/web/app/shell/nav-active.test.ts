import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../../domain/navigation';
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
