import { describe, expect, it } from 'vitest';
import { allocate, bounceReceipt, type Charge, type Receipt } from './allocation';

const demand = (id: string, seq: number, dueOn: string, amountPaise: number, gstPaise = 0): Charge => ({
  id,
  kind: 'demand',
  seq,
  raisedOn: dueOn.replace(/-\d\d$/, '-01'),
  dueOn,
  label: id,
  amountPaise,
  gstPaise,
});
const receipt = (id: string, seq: number, receivedOn: string, amountPaise: number, tdsPaise = 0): Receipt => ({
  id,
  seq,
  receivedOn,
  amountPaise,
  tdsPaise,
  bouncedOn: null,
});

describe('allocation of receipts', () => {
  it('settles the oldest demand first: by due date, then the order raised', () => {
    const charges = [
      demand('C', 3, '2026-02-10', 50_000),
      demand('A', 1, '2026-01-10', 1_00_000),
      demand('B', 2, '2026-02-10', 50_000),
    ];
    const r = allocate(charges, [receipt('R1', 1, '2026-02-15', 1_20_000)]);
    expect(r.allocations).toEqual([
      { receiptId: 'R1', chargeId: 'A', paise: 1_00_000, on: '2026-02-15' },
      { receiptId: 'R1', chargeId: 'B', paise: 20_000, on: '2026-02-15' },
    ]);
    expect(r.charges.map((c) => [c.id, c.duePaise, c.settledOn])).toEqual([
      ['A', 0, '2026-02-15'],
      ['B', 30_000, null],
      ['C', 50_000, null],
    ]);
    expect(r.duePaise).toBe(80_000);
    expect(r.advancePaise).toBe(0);
  });

  it('counts the TDS the buyer deducted as paid, and GST as part of what is due', () => {
    const r = allocate(
      [demand('A', 1, '2026-01-10', 1_00_000, 5_000)],
      [receipt('R1', 1, '2026-01-09', 1_04_000, 1_000)],
    );
    expect(r.charges[0]).toMatchObject({ totalPaise: 1_05_000, paidPaise: 1_05_000, duePaise: 0 });
    expect(r.receipts[0]).toMatchObject({ creditPaise: 1_05_000, allocatedPaise: 1_05_000, advancePaise: 0 });
  });

  it('reports a payment above what is due as an advance, which settles the next demand when raised', () => {
    const first = [demand('A', 1, '2026-01-10', 1_00_000)];
    const receipts = [receipt('R1', 1, '2026-01-05', 1_50_000)];
    const now = allocate(first, receipts);
    expect(now.advancePaise).toBe(50_000);
    expect(now.receipts[0]).toMatchObject({ allocatedPaise: 1_00_000, advancePaise: 50_000 });

    const later = allocate([...first, demand('B', 2, '2026-03-20', 80_000)], receipts);
    expect(later.advancePaise).toBe(0);
    // The advance pays B on the day B was raised, not before it existed.
    expect(later.allocations[1]).toEqual({ receiptId: 'R1', chargeId: 'B', paise: 50_000, on: '2026-03-01' });
    expect(later.duePaise).toBe(30_000);
  });

  it('counts only what had happened by the day asked about', () => {
    const charges = [demand('A', 1, '2026-01-10', 1_00_000), demand('B', 2, '2026-02-10', 1_00_000)];
    const receipts = [receipt('R1', 1, '2026-01-05', 1_00_000), receipt('R2', 2, '2026-02-05', 1_00_000)];
    const jan = allocate(charges, receipts, '2026-01-31');
    expect(jan.charges.map((c) => c.id)).toEqual(['A']);
    expect(jan.duePaise).toBe(0);
    expect(allocate(charges, receipts, '2026-02-04').duePaise).toBe(1_00_000);
  });

  it('keeps every paisa: allocations and advance add up to the credits, paid and due to the charges', () => {
    const charges = [demand('A', 1, '2026-01-10', 33_333, 1_667), demand('B', 2, '2026-02-10', 77_777, 3_889)];
    const receipts = [receipt('R1', 1, '2026-01-03', 20_001, 999), receipt('R2', 2, '2026-03-03', 99_999, 1)];
    const r = allocate(charges, receipts);
    const allocated = r.allocations.reduce((s, a) => s + a.paise, 0);
    expect(allocated + r.advancePaise).toBe(20_001 + 999 + 99_999 + 1);
    for (const c of r.charges) expect(c.paidPaise + c.duePaise).toBe(c.totalPaise);
    expect(r.duePaise + allocated).toBe(33_333 + 1_667 + 77_777 + 3_889);
  });
});

describe('a bounce after later receipts', () => {
  const charges = [demand('A', 1, '2026-01-10', 1_00_000), demand('B', 2, '2026-02-10', 1_00_000)];
  const receipts = [
    receipt('R1', 1, '2026-01-08', 1_00_000), // the cheque that will bounce
    receipt('R2', 2, '2026-02-08', 1_00_000, 1_000),
  ];

  it('reverses the bounced receipt and allocates the later ones to the oldest demand again', () => {
    const effect = bounceReceipt(charges, receipts, 'R1', '2026-02-20');
    expect(effect.before.allocations).toEqual([
      { receiptId: 'R1', chargeId: 'A', paise: 1_00_000, on: '2026-01-08' },
      { receiptId: 'R2', chargeId: 'B', paise: 1_00_000, on: '2026-02-08' },
    ]);
    expect(effect.reversed).toEqual([{ receiptId: 'R1', chargeId: 'A', paise: 1_00_000, on: '2026-01-08' }]);
    // R2 (with its TDS) now pays A, the oldest; B is due in full, less R2's extra ₹10 of TDS.
    expect(effect.after.allocations).toEqual([
      { receiptId: 'R2', chargeId: 'A', paise: 1_00_000, on: '2026-02-08' },
      { receiptId: 'R2', chargeId: 'B', paise: 1_000, on: '2026-02-08' },
    ]);
    expect(effect.after.receipts[0]).toMatchObject({ id: 'R1', creditPaise: 0, bounced: true });
    expect(effect.changed).toEqual([{ chargeId: 'B', dueBeforePaise: 0, dueAfterPaise: 99_000 }]);
    expect(effect.after.duePaise).toBe(99_000);
  });

  it('leaves the allocation as it was on days before the bounce', () => {
    const bounced = receipts.map((r) => (r.id === 'R1' ? { ...r, bouncedOn: '2026-02-20' } : r));
    expect(allocate(charges, bounced, '2026-02-19').duePaise).toBe(0);
    expect(allocate(charges, bounced, '2026-02-20').duePaise).toBe(99_000);
  });
});
