import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { readPdf } from '../../test/pdf-text';
import type { CaughtMail, SmtpCatcher } from '../../test/smtp-catcher';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { insertInventory } from '../projects/inventory-fixture';
import { towerWithBookings } from './demand-fixture';

// Decision 197: a raised demand's letter and a receipt are kept as PDFs, attached to their emails,
// and the screens' Download PDF gives the same bytes; a retried raise sends nothing twice.

let t: TestApp;
let people: TestUsers;
let catcher: SmtpCatcher;
let tower: Awaited<ReturnType<typeof towerWithBookings>>;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const db = () => t.database.db;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const drain = () => t.app.appContext.jobs.drain({ timeoutMs: 60_000 });

interface DemandRow {
  id: string;
  demand_no: string;
  booking_id: string;
  buyer: string;
  email: string;
  status: string;
  letter_file_id: string | null;
}
const demandsOfStage = () =>
  q<DemandRow>(sql`select d.id, d.demand_no, d.booking_id, a.name as buyer, a.email, d.status, d.letter_file_id
    from demands d join booking_applicants a on a.booking_id = d.booking_id and a.position = 1
    where d.tower_stage_id = ${tower.stageId} order by a.email`);

const mailTo = (email: string): CaughtMail[] => catcher.mails.filter((m) => m.to.includes(email));
const pdfOf = (mail: CaughtMail) => {
  const pdfs = mail.parsed.attachments.filter((a) => a.contentType === 'application/pdf');
  expect(pdfs).toHaveLength(1);
  return pdfs[0]!;
};
const download = async (url: string, token = people.admin.token) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = new Date('2026-11-28T06:30:00Z');
  people = await seedUsers(t);
  catcher = await startCatcher();
  await configureSmtp(t, people.admin.token, catcher);
  const inv = await insertInventory(db(), {
    name: 'Letter Towers',
    floors: 1,
    perFloor: 4,
    effectiveFrom: '2026-06-01',
  });
  tower = await towerWithBookings(t.app.appContext, inv, 3, people.admin.id);
  // Names a justified line cannot break inside (the fixture's are booking numbers with hyphens).
  await db().execute(sql`update booking_applicants a set name = (array['Asha Kulkarni', 'Rohan Mehta', 'Sneha Patil'])[x.n]
    from (select id, row_number() over (order by booking_id)::int as n from booking_applicants) x where x.id = a.id`);
  // The first booking has a home loan: its letter goes to the bank and branch.
  await db().execute(sql`insert into booking_home_loans (booking_id, bank, branch, loan_account)
    select b.id, 'State Bank of India', 'Thane West', 'HL-778899' from bookings b join units u on u.id = b.unit_id
    where u.tower_id = ${tower.tower.id} order by b.booking_no limit 1`);
  await drain();
}, 120_000);
afterAll(async () => {
  await t.close();
  await catcher.close();
});

describe('a raised demand’s letter', () => {
  it('is kept with the demand and attached to its email, naming the buyer and the amount', async () => {
    const demands = await demandsOfStage();
    expect(demands).toHaveLength(3);
    for (const d of demands) {
      expect(d.status).toBe('sent');
      expect(d.letter_file_id).not.toBeNull();
      const mails = mailTo(d.email);
      expect(mails).toHaveLength(1);
      const pdf = await readPdf(pdfOf(mails[0]!).content);
      expect(pdf.text).toContain('DEMAND LETTER');
      expect(pdf.text).toContain(d.demand_no);
      // ₹7,50,000 (15% of ₹50 lakh) + GST 5% ₹37,500 = ₹7,87,500.00 payable.
      expect(pdf.text).toContain('₹7,87,500.00');
      expect(pdf.text).toContain(d.buyer);
      expect(mails[0]!.parsed.text).toContain('The demand letter');
    }
  });

  it('goes to the bank and branch of a recorded home loan, else to the buyer', async () => {
    const [loan] = await q<{ booking_id: string }>(sql`select booking_id from booking_home_loans`);
    const demands = await demandsOfStage();
    const toBank = demands.find((d) => d.booking_id === loan!.booking_id)!;
    const toBuyer = demands.find((d) => d.booking_id !== loan!.booking_id)!;
    const bank = await readPdf(pdfOf(mailTo(toBank.email)[0]!).content);
    expect(bank.text).toContain('The Branch Manager, State Bank of India');
    expect(bank.text).toContain('Loan account HL-778899');
    const buyer = await readPdf(pdfOf(mailTo(toBuyer.email)[0]!).content);
    expect(buyer.text).not.toContain('Branch Manager');
    expect(buyer.text).toContain(`To, ${toBuyer.buyer}`);
  });

  it('downloads as exactly the PDF that was emailed', async () => {
    const [d] = await demandsOfStage();
    const res = await download(`/api/demands/${d!.id}/letter.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(d!.demand_no);
    expect(sha(res.rawPayload)).toBe(sha(pdfOf(mailTo(d!.email)[0]!).content));
    // The kept file is the one GET /api/files/:id serves too.
    const file = await download(`/api/files/${d!.letter_file_id}`);
    expect(file.statusCode).toBe(200);
    expect(sha(file.rawPayload)).toBe(sha(res.rawPayload));
  });

  it('a retried raise queues no second email, letter or send', async () => {
    const before = catcher.mails.length;
    const again = await api('POST', `/api/tower-stages/${tower.stageId}/raise`, {});
    expect(again.statusCode, again.body).toBe(200);
    await drain();
    // The same batch queued twice (a retry of phase two after a kill) is a no-op too.
    const [outbox] = await q<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where related_kind = 'demand'`,
    );
    expect(outbox!.n).toBe(3);
    const [letters] = await q<{ n: number }>(
      sql`select count(*)::int as n from files where original_name like 'Demand letter%'`,
    );
    expect(letters!.n).toBe(3);
    const [sends] = await q<{ n: number }>(sql`select count(*)::int as n from jobs where kind = 'email.send'`);
    expect(sends!.n).toBe(3);
    expect(catcher.mails.length).toBe(before);
  });

  it('a demand without an email has its letter made and kept on the first download', async () => {
    const [d] = await demandsOfStage();
    await db().execute(sql`update demands set letter_file_id = null where id = ${d!.id}`);
    const first = await download(`/api/demands/${d!.id}/letter.pdf`);
    const second = await download(`/api/demands/${d!.id}/letter.pdf`);
    expect(first.statusCode).toBe(200);
    expect(sha(second.rawPayload)).toBe(sha(first.rawPayload));
    const [row] = await q<{ letter_file_id: string | null }>(
      sql`select letter_file_id from demands where id = ${d!.id}`,
    );
    expect(row!.letter_file_id).not.toBeNull();
    expect(row!.letter_file_id).not.toBe(d!.letter_file_id);
  });

  it('answers 404 for a demand that does not exist and 403 to an executive', async () => {
    const missing = await download('/api/demands/00000000-0000-4000-8000-000000000000/letter.pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('That demand does not exist.');
    const [d] = await demandsOfStage();
    expect((await download(`/api/demands/${d!.id}/letter.pdf`, people.executive.token)).statusCode).toBe(403);
  });
});

describe('a receipt’s PDF', () => {
  it('is kept, attached to the receipt email with the TDS row, and downloads as the same bytes', async () => {
    const [d] = await demandsOfStage();
    const res = await api('POST', `/api/bookings/${d!.booking_id}/receipts`, {
      receivedOn: '2026-11-28',
      mode: 'rtgs',
      reference: 'UTR20261128001',
      bank: 'HDFC Bank',
      amount: 780_000,
      tdsAmount: 7_500,
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.data.receipt;
    await drain();
    const mails = mailTo(d!.email).filter((m) => m.parsed.subject?.startsWith('Payment receipt'));
    expect(mails).toHaveLength(1);
    const attached = pdfOf(mails[0]!);
    const pdf = await readPdf(attached.content);
    expect(pdf.text).toContain('PAYMENT RECEIPT');
    expect(pdf.text).toContain(receipt.receiptNo);
    expect(pdf.text).toContain(d!.buyer);
    // ₹7,80,000 received + ₹7,500 TDS = ₹7,87,500 credited.
    expect(pdf.text).toContain('7,87,500.00');
    expect(pdf.text).toContain('Seven Lakh Eighty Seven Thousand Five Hundred Rupees Only');
    expect(pdf.text).toContain('UTR20261128001');
    expect(pdf.text).toContain('TDS under section 194-IA');
    const down = await download(`/api/receipts/${receipt._id}/pdf`);
    expect(down.statusCode, down.body).toBe(200);
    expect(sha(down.rawPayload)).toBe(sha(attached.content));
    const listed = await api('GET', `/api/bookings/${d!.booking_id}/receipts`);
    expect(listed.data.receipts.find((r: { _id: string }) => r._id === receipt._id).fileId).not.toBeNull();
    expect((await download('/api/receipts/00000000-0000-4000-8000-000000000000/pdf')).statusCode).toBe(404);
  });
});
