import { addDays, istDate } from '../../../domain/india-date';
import { materialInputSchema } from '../../../domain/schemas/material';
import type { Purchase } from '../../../domain/schemas/purchase';
import { purchaseInputSchema, purchasePaymentInputSchema } from '../../../domain/schemas/purchase';
import { supplierInputSchema } from '../../../domain/schemas/supplier';
import type { AppContext } from '../../context';
import type { Clock } from '../../lib/clock';
import { getCompany } from '../company/public';
import { createMaterial } from './materials-service';
import { payPurchase } from './payments-service';
import { createPurchase } from './purchases-service';
import { createSupplier } from './suppliers-service';

const daysAgo = (clock: Clock, days: number) => addDays(istDate(clock()), -days);

/**
 * Demo suppliers, materials and six months of purchases, part paid. Purchases need the company's
 * state for GST; without a company profile only suppliers and materials are made.
 */
export async function seedDemoPurchases(ctx: AppContext, userId: string): Promise<{ purchases: number }> {
  const deps = ctx;
  const { db, clock } = ctx;
  const supplier = (input: Record<string, unknown>) => createSupplier(deps, supplierInputSchema.parse(input));
  const cementCo = await supplier({
    name: 'Pune Cement Traders',
    contactPerson: 'Nitin Shah',
    mobile: '9822011111',
    gstin: '27AAACP1234F1Z5',
    address: 'Market Yard, Gultekdi, Pune',
    state: 'Maharashtra',
    bankName: 'State Bank of India',
    accNo: '30012345678',
    ifsc: 'SBIN0001234',
    bankBranch: 'Market Yard',
  });
  const steelCo = await supplier({
    name: 'Gujarat Steel Works',
    contactPerson: 'Harshad Patel',
    mobile: '9898011111',
    gstin: '24AAACG5678H1Z3',
    address: 'GIDC Vapi, Gujarat',
    state: 'Gujarat',
    bankName: 'Bank of Baroda',
    accNo: '12340100005678',
    ifsc: 'BARB0VAPIXX',
  });
  const sandCo = await supplier({
    name: 'Mulshi Sand & Aggregates',
    mobile: '9765443322',
    address: 'Paud Road, Mulshi',
    state: 'Maharashtra',
  });

  const material = (input: Record<string, unknown>) => createMaterial(deps, materialInputSchema.parse(input));
  const cement = await material({ name: 'OPC 53 Cement', unit: 'Bag', hsn: '2523', rate: 385.5, gst: 28 });
  const steel = await material({ name: 'TMT Bar 12mm Fe500D', unit: 'Tonne', hsn: '7214', rate: 61_999.99, gst: 18 });
  const sand = await material({ name: 'River Sand', unit: 'Brass', rate: 6_500, gst: 5 });
  const aggregate = await material({ name: 'Crushed Aggregate 20mm', unit: 'Brass', hsn: '2517', rate: 3_800, gst: 5 });
  const bricks = await material({ name: 'Fly Ash Bricks', unit: 'Nos', hsn: '6815', rate: 7.5, gst: 12 });

  if (!(await getCompany(db)).state) return { purchases: 0 };
  const bills: [string, string, number, [string, number, number, number][]][] = [
    [cementCo._id, 'PCT/26-27/1182', 160, [[cement._id, 400, 380, 28]]],
    [steelCo._id, 'GSW/8841', 140, [[steel._id, 12.5, 61_500, 18]]],
    [
      sandCo._id,
      'MSA/311',
      110,
      [
        [sand._id, 6, 6_400, 5],
        [aggregate._id, 8, 3_750, 5],
      ],
    ],
    [
      cementCo._id,
      'PCT/26-27/1240',
      75,
      [
        [cement._id, 600, 385.5, 28],
        [bricks._id, 12_000, 7.25, 12],
      ],
    ],
    [steelCo._id, 'GSW/9012', 35, [[steel._id, 8.345, 62_250, 18]]],
    [sandCo._id, 'MSA/342', 10, [[sand._id, 4, 6_500, 5]]],
  ];
  const made: Purchase[] = [];
  for (const [supplierId, invoiceNo, age, lines] of bills) {
    const input = purchaseInputSchema.parse({
      supplierId,
      invoiceNo,
      date: daysAgo(clock, age),
      items: lines.map(([materialId, qty, rate, gst]) => ({ materialId, qty, rate, gst })),
    });
    made.push(await createPurchase(deps, input, userId));
  }
  const pay = (i: number, amount: number, age: number, mode: string, reference: string) =>
    payPurchase(
      deps,
      made[i]!._id,
      purchasePaymentInputSchema.parse({ amount, date: daysAgo(clock, age), mode, reference }),
      userId,
    );
  await pay(0, made[0]!.total, 140, 'rtgs', 'SBINR52026070100001');
  await pay(1, 500_000, 120, 'rtgs', 'SBINR52026072000002');
  await pay(1, 400_000, 60, 'rtgs', 'SBINR52026091800003');
  await pay(2, made[2]!.total, 90, 'cheque', '556677');
  await pay(3, 100_000, 50, 'cheque', '556701');
  return { purchases: made.length };
}
