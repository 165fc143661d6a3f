import { addDays, istDate } from '../../../domain/india-date';
import { customerContactInputSchema } from '../../../domain/schemas/customer-contact';
import { entityInputSchema } from '../../../domain/schemas/entity';
import { entityPaymentInputSchema } from '../../../domain/schemas/entity-payment';
import type { AppContext } from '../../context';
import type { Clock } from '../../lib/clock';
import { createContact } from './contacts-service';
import { addPayment } from './payments-service';
import { createEntity } from './service';

/** yyyy-mm-dd, `days` before the clock's today. */
const daysAgo = (clock: Clock, days: number) => addDays(istDate(clock()), -days);

/**
 * Demo entities for `npm run seed:demo`: flat buyers of a Pune project with their payments and
 * co-applicants, a land owner, a contractor and a channel partner. Written through the services,
 * so the history rows are the ones the app would have written.
 */
export async function seedDemoEntities(ctx: AppContext, actor: { id: string; name: string }) {
  const { clock } = ctx;
  const deps = ctx;
  const add = (input: Record<string, unknown>) => createEntity(deps, entityInputSchema.parse(input), actor);
  const pay = (id: string, input: Record<string, unknown>) =>
    addPayment(deps, id, entityPaymentInputSchema.parse(input), actor);

  const buyer = (project: string, wing: string, flatNo: string, floor: string, area: number, value: number) => ({
    type: 'customer',
    project,
    wing,
    flatNo,
    floor,
    carpetArea: area,
    agreementValue: value,
  });
  const ravi = await add({
    ...buyer('Sahyadri Heights', 'B', '704', '7', 652.5, 4_850_000),
    name: 'Ravi Kulkarni',
    mobile: '9822098765',
    email: 'ravi.kulkarni@example.in',
    pan: 'ABCPK1234D',
    address: 'Flat 12, Karve Nagar, Pune 411052',
  });
  await pay(ravi._id, {
    amount: 485_000,
    date: daysAgo(clock, 150),
    mode: 'cheque',
    reference: '004512',
    bank: 'HDFC Bank, Kothrud',
    note: 'Booking amount (10 %)',
  });
  await pay(ravi._id, {
    amount: 970_000,
    date: daysAgo(clock, 110),
    mode: 'rtgs',
    reference: 'HDFCR52026061500123',
    bank: 'HDFC Bank',
    note: 'On agreement (20 %)',
  });
  await pay(ravi._id, {
    amount: 727_500,
    date: daysAgo(clock, 40),
    mode: 'rtgs',
    reference: 'SBINR52026092200456',
    bank: 'SBI Home Loans',
    note: 'Plinth slab (15 %), bank disbursement',
  });
  await createContact(
    deps,
    customerContactInputSchema.parse({
      entityId: ravi._id,
      kind: 'co_applicant',
      name: 'Sneha Kulkarni',
      relation: 'Spouse',
      mobile: '9822099999',
      pan: 'ABCPS1234K',
    }),
    actor,
  );
  await createContact(
    deps,
    customerContactInputSchema.parse({
      entityId: ravi._id,
      kind: 'family',
      name: 'Vasant Kulkarni',
      relation: 'Father',
      mobile: '9822088888',
    }),
    actor,
  );

  const meera = await add({
    ...buyer('Sahyadri Heights', 'A', '1102', '11', 845, 6_225_000),
    name: 'Meera Deshmukh',
    mobile: '9890011122',
    email: 'meera.d@example.in',
    pan: 'BQWPD5678L',
    address: 'B-3, Aundh, Pune 411007',
  });
  await pay(meera._id, {
    amount: 622_500,
    date: daysAgo(clock, 60),
    mode: 'upi',
    reference: '605912345678',
    note: 'Booking amount',
  });
  await pay(meera._id, {
    amount: 25_000,
    date: daysAgo(clock, 20),
    mode: 'cheque',
    reference: '118820',
    bank: 'ICICI Bank',
    direction: 'paid',
    note: 'Refund of excess stamp duty deposit',
  });
  await createContact(
    deps,
    customerContactInputSchema.parse({
      entityId: meera._id,
      kind: 'co_applicant',
      name: 'Anand Deshmukh',
      relation: 'Spouse',
      mobile: '9890011133',
    }),
    actor,
  );

  await add({
    ...buyer('Sahyadri Greens', 'C', '203', '2', 540, 3_675_000),
    name: 'Imran Shaikh',
    mobile: '9011223344',
    pan: 'CFZPS9012M',
  });

  const owner = await add({
    type: 'land_owner',
    name: 'Sakharam Jadhav',
    mobile: '9765001234',
    pan: 'AKJPJ4321K',
    address: 'Survey No. 45/2, Wakad, Pune',
    agreementValue: 32_500_000,
  });
  await pay(owner._id, {
    amount: 10_000_000,
    date: daysAgo(clock, 200),
    mode: 'rtgs',
    reference: 'UTR0099887766',
    bank: 'Bank of Maharashtra',
    direction: 'paid',
    note: 'First instalment under development agreement',
  });
  const contractor = await add({
    type: 'contractor',
    name: 'Om Sai Constructions',
    mobile: '9422012345',
    gstin: '27AAFCO1234K1Z2',
    address: 'Pimpri, Pune',
    agreementValue: 12_000_000,
  });
  await pay(contractor._id, {
    amount: 2_400_000,
    date: daysAgo(clock, 90),
    mode: 'rtgs',
    reference: 'UTR0012345001',
    direction: 'paid',
    note: 'RA bill 1',
  });
  await pay(contractor._id, {
    amount: 1_850_000,
    date: daysAgo(clock, 30),
    mode: 'rtgs',
    reference: 'UTR0012345002',
    direction: 'paid',
    note: 'RA bill 2',
  });
  await add({
    type: 'channel_partner',
    name: 'Anand Realty Services',
    mobile: '9011224455',
    pan: 'AAGFA3456B',
    address: 'Baner Road, Pune',
  });
}
