import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleLetterFields } from '../../../domain/letters/sample-defaults';
import { LETTER_TYPES } from '../../../domain/schemas/letter';
import { entities } from '../../db/schema/entities';
import { issuedLetters } from '../../db/schema/letters';
import { readPdf } from '../../test/pdf-text';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let buyer: string;
let otherBuyer: string;
let contractor: string;

async function addEntity(type: string, name: string): Promise<string> {
  const [row] = await t.database.db
    .insert(entities)
    .values({ type, name, project: 'Sai Residency', flatNo: 'B-304', agreementValue: '4375000.00' })
    .returning({ id: entities.id });
  return row!.id;
}

async function letterRows() {
  const [row] = await t.database.db.select({ n: count() }).from(issuedLetters);
  return Number(row?.n);
}

const today = new Date(2026, 10, 22);

function issue(body: unknown, token = people.admin.token) {
  return call(t.app, 'POST', '/api/letters', { token, body });
}

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  buyer = await addEntity('customer', 'Rahul Suresh Patil');
  otherBuyer = await addEntity('customer', 'Meera Joshi');
  contractor = await addEntity('contractor', 'Shree Steel Works');
});
afterAll(() => t.close());

describe('issued letters', () => {
  it('keeps each kind of letter exactly as issued, with who issued it and when', async () => {
    for (const type of LETTER_TYPES) {
      const fields = sampleLetterFields(type, today);
      const res = await issue({ type, entityId: buyer, fields }, people.manager.token);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.data.letter).toMatchObject({
        type,
        entity: { _id: buyer, name: 'Rahul Suresh Patil' },
        issuedBy: { name: 'Manoj Manager' },
        issuedAt: t.clock.now.toISOString(),
      });
      const reopened = await call(t.app, 'GET', `/api/letters/${res.data.letter._id}`, { token: people.admin.token });
      expect(reopened.statusCode).toBe(200);
      expect(reopened.data.letter.fields).toEqual(fields);
    }
  });

  it('keeps typed text, rupee signs, line breaks and receipt rows unchanged', async () => {
    const fields = sampleLetterFields('receipt', today);
    fields.propertyDescription = 'Flat B-304,\n3rd Floor — “Sai Residency”';
    fields.payments.push({ date: '01/12/2026', amount: '₹1,00,000.00', reference: 'UPI 1234', bank: '' });
    const res = await issue({ type: 'receipt', entityId: buyer, fields });
    const reopened = await call(t.app, 'GET', `/api/letters/${res.data.letter._id}`, { token: people.admin.token });
    expect(reopened.data.letter.fields).toEqual(fields);
    expect(reopened.data.letter.fields.payments).toHaveLength(3);
  });

  it('lists a buyer’s letters newest first, by type, and the latest of everyone', async () => {
    t.clock.advanceHours(1);
    const later = await issue({ type: 'noc', entityId: otherBuyer, fields: sampleLetterFields('noc', today) });
    t.clock.advanceHours(1);
    const latest = await issue({ type: 'demand', entityId: buyer, fields: sampleLetterFields('demand', today) });

    const mine = await call(t.app, 'GET', `/api/letters?entityId=${buyer}`, { token: people.manager.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.data.letters).toHaveLength(7);
    expect(mine.data.letters[0]._id).toBe(latest.data.letter._id);
    expect(mine.data.letters.every((l: { entity: { _id: string } }) => l.entity._id === buyer)).toBe(true);
    expect(mine.data.letters[0]).not.toHaveProperty('fields');

    const theirs = await call(t.app, 'GET', `/api/letters?entityId=${otherBuyer}`, { token: people.admin.token });
    expect(theirs.data.letters.map((l: { _id: string }) => l._id)).toEqual([later.data.letter._id]);

    const demands = await call(t.app, 'GET', `/api/letters?entityId=${buyer}&type=demand`, {
      token: people.admin.token,
    });
    expect(demands.data.letters.map((l: { type: string }) => l.type)).toEqual(['demand', 'demand']);

    const recent = await call(t.app, 'GET', '/api/letters?limit=2', { token: people.admin.token });
    expect(recent.data.letters.map((l: { _id: string }) => l._id)).toEqual([
      latest.data.letter._id,
      later.data.letter._id,
    ]);
  });

  it('answers 404 for an unknown buyer or letter and 400 for a malformed id or filter', async () => {
    const before = await letterRows();
    const unknown = '7b0c1c64-6a4c-4c2e-9e59-0d2f0c1e8a11';
    const post = await issue({ type: 'noc', entityId: unknown, fields: sampleLetterFields('noc', today) });
    expect(post.statusCode).toBe(404);
    expect(post.data).toMatchObject({ code: 'ENTITY_NOT_FOUND', message: 'That flat buyer does not exist.' });
    expect((await call(t.app, 'GET', `/api/letters/${unknown}`, { token: people.admin.token })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/letters?entityId=${unknown}`, { token: people.admin.token })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/letters/not-an-id', { token: people.admin.token })).statusCode).toBe(400);
    const badType = await call(t.app, 'GET', '/api/letters?type=invoice', { token: people.admin.token });
    expect(badType.statusCode).toBe(400);
    expect(badType.data.message).toBe('Choose a letter type from the list.');
    expect((await call(t.app, 'GET', '/api/letters?limit=0', { token: people.admin.token })).statusCode).toBe(400);
    expect(await letterRows()).toBe(before);
  });

  it('issues letters to flat buyers only', async () => {
    const res = await issue({ type: 'demand', entityId: contractor, fields: sampleLetterFields('demand', today) });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({
      code: 'NOT_A_FLAT_BUYER',
      message: 'Shree Steel Works is not a flat buyer; letters are issued to flat buyers only.',
    });
  });

  it('checks the fields against the letter’s own type and saves nothing that fails', async () => {
    const before = await letterRows();
    const demand = sampleLetterFields('demand', today);
    const wrongType = await issue({ type: 'possession', entityId: buyer, fields: demand });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.data.code).toBe('VALIDATION_FAILED');

    const extraKey = await issue({ type: 'demand', entityId: buyer, fields: { ...demand, total: '1' } });
    expect(extraKey.statusCode).toBe(400);

    const tooLong = await issue({ type: 'demand', entityId: buyer, fields: { ...demand, buyer1: 'x'.repeat(201) } });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.values(tooLong.data.fields)).toContain('First buyer must be at most 200 characters.');

    const receipt = sampleLetterFields('receipt', today);
    const row = receipt.payments[0]!;
    const tooMany = await issue({
      type: 'receipt',
      entityId: buyer,
      fields: { ...receipt, payments: Array.from({ length: 21 }, () => row) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.data.message).toMatch(/at most 20 payments/);

    const { letterhead: _l, ...noLetterhead } = demand;
    expect((await issue({ type: 'demand', entityId: buyer, fields: noLetterhead })).statusCode).toBe(400);
    const numberField = await issue({
      type: 'cost_breakup',
      entityId: buyer,
      fields: { ...sampleLetterFields('cost_breakup', today), gst: 18 },
    });
    expect(numberField.statusCode).toBe(400);
    const unknownType = await issue({ type: 'invoice', entityId: buyer, fields: demand });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.data.message).toBe('Choose a letter type from the list.');
    const noBuyer = await issue({ type: 'demand', fields: demand });
    expect(noBuyer.statusCode).toBe(400);
    expect(Object.values(noBuyer.data.fields)).toContain('Choose a flat buyer for this letter.');
    expect(await letterRows()).toBe(before);
  });

  it('keeps a buyer who was issued letters: deleting them is refused with 409, the letter stays', async () => {
    const kept = await addEntity('customer', 'Buyer With Letters');
    const res = await issue({ type: 'noc', entityId: kept, fields: sampleLetterFields('noc', today) });
    expect(res.statusCode).toBe(201);
    const del = await call(t.app, 'DELETE', `/api/entities/${kept}`, { token: people.admin.token });
    expect(del.statusCode).toBe(409);
    expect(del.data.message).toMatch(/issued letters/);
    expect(
      (await call(t.app, 'GET', `/api/letters/${res.data.letter._id}`, { token: people.admin.token })).statusCode,
    ).toBe(200);
  });

  it('still says who issued a letter after that member is deleted', async () => {
    const res = await issue(
      { type: 'noc', entityId: buyer, fields: sampleLetterFields('noc', today) },
      people.manager.token,
    );
    await t.database.db.update(issuedLetters).set({ issuedBy: null }).where(eq(issuedLetters.id, res.data.letter._id));
    const reopened = await call(t.app, 'GET', `/api/letters/${res.data.letter._id}`, { token: people.admin.token });
    expect(reopened.data.letter.issuedBy).toEqual({ _id: null, name: 'Manoj Manager' });
  });
});

describe('an issued letter’s PDF', () => {
  it('downloads a demand letter and a receipt as A4 PDFs of their fields as issued', async () => {
    const demand = sampleLetterFields('demand', today);
    demand.buyer1 = 'Rahul Suresh Patil';
    demand.remainingAmount = '₹12,34,567.89';
    const issued = await issue({ type: 'demand', entityId: buyer, fields: demand }, people.manager.token);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/letters/${issued.data.letter._id}/pdf`,
      headers: { authorization: `Bearer ${people.manager.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Demand Letter - Rahul Suresh Patil - ${demand.date.replaceAll('/', '-')}.pdf"`,
    );
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('DEMAND LETTER');
    expect(pdf.text).toContain('Our customers Rahul Suresh Patil and Mrs. Sneha Rahul Patil have purchased');
    expect(pdf.text).toContain('Remaining amount ₹12,34,567.89');

    const receipt = sampleLetterFields('receipt', today);
    const issuedReceipt = await issue({ type: 'receipt', entityId: buyer, fields: receipt });
    const receiptPdf = await t.app.inject({
      method: 'GET',
      url: `/api/letters/${issuedReceipt.data.letter._id}/pdf`,
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    expect(receiptPdf.statusCode).toBe(200);
    const text = (await readPdf(receiptPdf.rawPayload)).text;
    expect(text).toContain('the sum of ₹5,00,000.00 (Five Lakh Rupees Only)');
    expect(text).toContain('Total ₹5,00,000.00');
  });

  it('refuses the letters it does not make, and unknown or malformed ids', async () => {
    const noc = await issue({ type: 'noc', entityId: buyer, fields: sampleLetterFields('noc', today) });
    const refused = await call(t.app, 'GET', `/api/letters/${noc.data.letter._id}/pdf`, { token: people.admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.data).toMatchObject({
      code: 'PDF_NOT_MADE_FOR_TYPE',
      message:
        'A PDF is made for demand letters and payment receipts; print this Permission to Mortgage from its page.',
    });
    const unknown = '7b0c1c64-6a4c-4c2e-9e59-0d2f0c1e8a11';
    expect((await call(t.app, 'GET', `/api/letters/${unknown}/pdf`, { token: people.admin.token })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', '/api/letters/not-an-id/pdf', { token: people.admin.token })).statusCode).toBe(
      400,
    );
  });

  it('answers 409, not 500, for a letter whose saved fields a PDF cannot read', async () => {
    const res = await issue({ type: 'demand', entityId: buyer, fields: sampleLetterFields('demand', today) });
    await t.database.db
      .update(issuedLetters)
      .set({ fields: { subject: 42 } })
      .where(eq(issuedLetters.id, res.data.letter._id));
    const pdf = await call(t.app, 'GET', `/api/letters/${res.data.letter._id}/pdf`, { token: people.admin.token });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.data.code).toBe('LETTER_FIELDS_UNREADABLE');
  });
});
