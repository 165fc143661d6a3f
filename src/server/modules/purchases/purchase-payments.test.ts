import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpPurchaseFixture } from './purchase-fixture';

const f = setUpPurchaseFixture();

describe('paying purchases', () => {
  it('pays part, several times, never above the balance unless an advance', async () => {
    const bill = await f.addPurchase({ items: [{ materialId: f.ids.sand, qty: 2, rate: 5000, gst: 5 }] });
    expect(bill.total).toBe(10_500);
    const pay = (body: Record<string, unknown>) =>
      f.api('POST', `/api/purchases/${bill._id}/pay`, { date: '2026-04-12', mode: 'upi', ...body });
    const first = await pay({ amount: 4000.1 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.data.purchase).toMatchObject({ paid: 4000.1, balance: 6499.9 });
    const second = await pay({ amount: 0.2, mode: 'cheque', reference: '112233' });
    expect(second.data.purchase).toMatchObject({ paid: 4000.3, balance: 6499.7 });
    const over = await pay({ amount: 6499.71 });
    expect(over.statusCode).toBe(409);
    expect(over.data).toMatchObject({ code: 'OVER_BALANCE', message: expect.stringContaining('₹6,499.70') });
    const rest = await pay({ amount: 6499.7, mode: 'rtgs', reference: 'UTR1' });
    expect(rest.data.purchase).toMatchObject({ paid: 10_500, balance: 0 });
    expect((await pay({ amount: 1 })).data.code).toBe('NOTHING_DUE');
    const advance = await pay({ amount: 500, advance: true });
    expect(advance.statusCode).toBe(201);
    expect(advance.data.purchase).toMatchObject({ paid: 11_000, balance: -500 });
    expect(advance.data.purchase.payments.map((p: { advance: boolean }) => p.advance)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect((await pay({ amount: 1, mode: 'cheque' })).statusCode).toBe(400);
    expect(
      (await f.api('POST', `/api/purchases/${randomUUID()}/pay`, { amount: 1, date: '2026-04-12', mode: 'cash' }))
        .statusCode,
    ).toBe(404);

    // Editing the bill below what was paid is refused; deleting a payment brings the balance back.
    const shrink = await f.api('PUT', `/api/purchases/update/${bill._id}`, {
      supplierId: f.ids.local,
      invoiceNo: bill.invoiceNo,
      date: '2026-04-10',
      items: [{ materialId: f.ids.sand, qty: 1, rate: 5000, gst: 5 }],
    });
    expect(shrink.statusCode).toBe(409);
    const removed = await f.api(
      'DELETE',
      `/api/purchases/${bill._id}/payments/${advance.data.purchase.payments[3]._id}`,
    );
    expect(removed.data.purchase).toMatchObject({ paid: 10_500, balance: 0 });
    expect((await f.api('DELETE', `/api/purchases/delete/${bill._id}`)).statusCode).toBe(409);
  });
  it('lets ten payments race on one bill without ever overpaying', async () => {
    const bill = await f.addPurchase({ items: [{ materialId: f.ids.sand, qty: 1, rate: 1000, gst: 0 }] });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        f.api('POST', `/api/purchases/${bill._id}/pay`, { amount: 250, date: '2026-04-12', mode: 'cash' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 409, 409, 409, 409, 409, 409]);
    const after = (await f.api('GET', `/api/purchases/${bill._id}`)).data.purchase;
    expect(after).toMatchObject({ paid: 1000, balance: 0 });
    expect(after.payments).toHaveLength(4);
  });
});
