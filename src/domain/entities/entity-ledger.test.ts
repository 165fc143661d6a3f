import { describe, expect, it } from 'vitest';
import { describeChanges, describePayment, ENTITY_FIELDS, PAYMENT_FIELDS } from './entity-changes';
import { entityLedger, usualDirection } from './entity-ledger';

describe('entity ledger', () => {
  it('a flat buyer: received counts towards the agreement value, a refund paid back adds to the balance', () => {
    const ledger = entityLedger('customer', 4_500_000, [
      { amount: 500_000, direction: 'received' as const },
      { amount: 1_250_000.5, direction: 'received' as const },
      { amount: 10_000.25, direction: 'paid' as const },
    ]);
    expect(ledger.payments.map((p) => p.runningTotal)).toEqual([500_000, 1_750_000.5, 1_740_000.25]);
    expect(ledger).toMatchObject({
      totalReceived: 1_750_000.5,
      totalPaid: 10_000.25,
      agreementValue: 4_500_000,
      balance: 2_759_999.75,
    });
  });
  it('a contractor: what the company paid reduces the balance of the contract', () => {
    expect(usualDirection('contractor')).toBe('paid');
    const ledger = entityLedger('contractor', 100_000, [
      { amount: 30_000, direction: 'paid' as const },
      { amount: 0.1, direction: 'paid' as const },
      { amount: 0.2, direction: 'paid' as const },
    ]);
    expect(ledger.balance).toBe(69_999.7);
    expect(ledger.totalReceived).toBe(0);
  });
  it('has no balance without an agreement value, and is empty without payments', () => {
    expect(entityLedger('other', null, [{ amount: 5, direction: 'paid' as const }]).balance).toBeNull();
    expect(entityLedger('customer', 1000, [])).toMatchObject({ payments: [], totalReceived: 0, balance: 1000 });
  });
});

describe('history changes', () => {
  it('lists only the fields that changed, as a person reads them', () => {
    const changes = describeChanges(
      ENTITY_FIELDS,
      { name: 'Ravi', mobile: null, agreementValue: 4500000, type: 'customer', carpetArea: 650 },
      { name: 'Ravi', mobile: '9876543210', agreementValue: '4600000.00', type: 'customer', carpetArea: '650.00' },
    );
    expect(changes).toEqual([
      { field: 'Mobile', from: null, to: '9876543210' },
      { field: 'Agreement value', from: '₹45,00,000.00', to: '₹46,00,000.00' },
    ]);
  });
  it('describes a deleted payment from old to nothing', () => {
    const old = {
      amount: 25000,
      date: '2026-04-01',
      mode: 'cheque',
      reference: '004512',
      bank: null,
      note: '',
      direction: 'received',
    };
    expect(describeChanges(PAYMENT_FIELDS, old, null)).toEqual([
      { field: 'Amount', from: '₹25,000.00', to: null },
      { field: 'Date', from: '01/04/2026', to: null },
      { field: 'Mode', from: 'Cheque', to: null },
      { field: 'Reference', from: '004512', to: null },
      { field: 'Direction', from: 'Received', to: null },
    ]);
    expect(describePayment({ amount: 25000, date: '2026-04-01', mode: 'cheque', direction: 'received' })).toBe(
      '₹25,000.00 received on 01/04/2026 by Cheque',
    );
  });
});
