import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { bookings } from '../../db/schema/bookings';
import { multipartBody } from '../../test/multipart';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { insertInventory } from '../projects/inventory-fixture';

let t: TestApp;
let people: TestUsers;
let catcher: SmtpCatcher;
let inv: Awaited<ReturnType<typeof insertInventory>>;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
// 2026-11-28 12:00 IST.
const NOON = new Date('2026-11-28T06:30:00Z');
const db = () => t.database.db;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));

let n = 0;
/** A booking through the API, then its price and schedule set as a plan would have made them. */
async function booking(opts: {
  agreementRupees: number;
  gst: number;
  registered: boolean;
  pan?: string;
  noEmail?: boolean;
  instalments: { name: string; trigger: 'booking' | 'stage'; bp: number }[];
}) {
  const lead = await api('POST', '/api/lead/create', { name: `Buyer ${++n}`, mobile: `97${String(30_000_000 + n)}` });
  expect(lead.statusCode, lead.body).toBe(201);
  const res = await api('POST', '/api/bookings', {
    unitId: inv.units[n]!.id,
    leadId: lead.data.lead._id,
    bookingDate: '2026-09-01',
    bookingAmount: 0,
    applicants: [
      {
        name: `Buyer ${n}`,
        mobile: `98${String(40_000_000 + n)}`,
        ...(opts.noEmail ? {} : { email: `buyer${n}@example.in` }),
        ...(opts.pan ? { pan: opts.pan } : {}),
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.data.booking._id as string;
  await db()
    .update(bookings)
    .set({
      agreementValue: opts.agreementRupees.toFixed(2),
      gstPercent: String(opts.gst),
      agreementRegisteredOn: opts.registered ? '2026-09-10' : null,
      costSheet: sql`jsonb_set(cost_sheet, '{lines}', '[]'::jsonb)`,
    })
    .where(eq(bookings.id, id));
  const ids: Record<string, string> = {};
  for (const [i, m] of opts.instalments.entries()) {
    const [row] = await q<{ id: string }>(sql`
      insert into booking_instalments (booking_id, position, name, trigger, stage_key, percent_bp, amount_paise)
      values (${id}, ${i + 1}, ${m.name}, ${m.trigger}, ${m.trigger === 'stage' ? m.name.toLowerCase() : null}, ${m.bp},
              ${Math.round(opts.agreementRupees * 100 * (m.bp / 10000))})
      returning id`);
    ids[m.name] = row!.id;
  }
  return { id, leadId: lead.data.lead._id as string, instalments: ids };
}

/** An earlier demand, as a raise before would have left it. */
async function earlierDemand(bookingId: string, instalmentId: string, amountPaise: number, gstPaise: number) {
  await q(sql`insert into demands (demand_no, booking_id, instalment_id, raised_on, due_on, amount_paise, gst_percent,
      gst_paise, total_paise, status)
    values ('DM-2026-E' || ${bookingId}, ${bookingId}, ${instalmentId}, '2026-10-01', '2026-10-16', ${amountPaise}, 5,
      ${gstPaise}, ${amountPaise + gstPaise}, 'sent')`);
}

const markStage = (name: string, reachedOn = '2026-11-27', token = people.admin.token) => {
  const body = multipartBody({ name, reachedOn, note: 'Certified by the site engineer' }, [
    {
      field: 'files',
      filename: 'certificate.pdf',
      content: Buffer.from('%PDF-1.4\n%%EOF\n'),
      contentType: 'application/pdf',
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/towers/${inv.tower.id}/stages`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
};

const demandsOf = (bookingId: string) =>
  q<{
    instalment_id: string;
    amount_paise: string;
    gst_paise: string;
    arrears_paise: string;
    interest_paise: string;
    total_paise: string;
    tds_applies: boolean;
    due_on: string;
    status: string;
  }>(sql`select instalment_id, amount_paise::text, gst_paise::text, arrears_paise::text, interest_paise::text,
    total_paise::text, tds_applies, due_on::text, status from demands where booking_id = ${bookingId} order by raised_on, demand_no`);

let a: Awaited<ReturnType<typeof booking>>;
let b: Awaited<ReturnType<typeof booking>>;
let c: Awaited<ReturnType<typeof booking>>;
let stageId: string;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.now = NOON;
  people = await seedUsers(t);
  catcher = await startCatcher();
  await configureSmtp(t, people.admin.token, catcher);
  inv = await insertInventory(db(), { name: 'Demand Towers', floors: 3, perFloor: 4, effectiveFrom: '2026-06-01' });
  // A: agreement registered, ₹60 lakh (TDS), GST 5%, the booking instalment demanded and unpaid.
  a = await booking({
    agreementRupees: 60_00_000,
    gst: 5,
    registered: true,
    pan: 'ABCDE1234F',
    instalments: [
      { name: 'Booking', trigger: 'booking', bp: 1000 },
      { name: 'Plinth', trigger: 'stage', bp: 1500 },
    ],
  });
  await earlierDemand(a.id, a.instalments.Booking!, 6_00_000_00, 30_000_00);
  // B: not registered, ₹40 lakh, GST 1%: the plinth asks exactly 10% — allowed.
  b = await booking({
    agreementRupees: 40_00_000,
    gst: 1,
    registered: false,
    instalments: [{ name: 'Plinth', trigger: 'stage', bp: 1000 }],
  });
  // C: not registered, 10% already demanded: the plinth's 15% more is refused under RERA s.13.
  c = await booking({
    agreementRupees: 40_00_000,
    gst: 1,
    registered: false,
    instalments: [
      { name: 'Booking', trigger: 'booking', bp: 1000 },
      { name: 'Plinth', trigger: 'stage', bp: 1500 },
    ],
  });
  await earlierDemand(c.id, c.instalments.Booking!, 4_00_000_00, 4_000_00);
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

describe('a stage reached raises its demands', () => {
  it('records the stage with its certificate and queues one job', async () => {
    const res = await markStage('Plinth');
    expect(res.statusCode, res.body).toBe(201);
    const stage = res.json().stage;
    stageId = stage._id;
    expect(stage).toMatchObject({ name: 'Plinth', stageKey: 'plinth', reachedOn: '2026-11-27' });
    expect(stage.files).toHaveLength(1);
    expect(stage.raise.status).toBe('queued');
    await t.app.appContext.jobs.drain();
  });

  it('demands the instalment with GST at the booking’s rate, TDS note, arrears and interest', async () => {
    const [, plinth] = await demandsOf(a.id);
    // 15% of ₹60 lakh; GST 5%; the unpaid ₹6,30,000 carried with 11.10% a year for 43 days late.
    expect(plinth).toMatchObject({
      amount_paise: '90000000',
      gst_paise: '4500000',
      arrears_paise: '63000000',
      interest_paise: '823833',
      total_paise: String(90000000 + 4500000 + 63000000 + 823833),
      tds_applies: true,
      due_on: '2026-12-13',
      status: 'sent',
    });
    const [onlyB] = await demandsOf(b.id);
    expect(onlyB).toMatchObject({
      amount_paise: '40000000',
      gst_paise: '400000',
      tds_applies: false,
      arrears_paise: '0',
    });
  });

  it('refuses the demand beyond 10% before registration and lists the reason', async () => {
    expect(await demandsOf(c.id)).toHaveLength(1);
    const res = await api('GET', `/api/towers/${inv.tower.id}/progress`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.refusals).toHaveLength(1);
    expect(res.data.refusals[0].reason).toMatch(/RERA section 13 allows at most 10%/);
    expect(res.data.reached[0].raise).toMatchObject({ status: 'succeeded', demands: 2, refusals: 1 });
  });

  it('writes the booking’s and the lead’s timelines and emails each buyer once', async () => {
    const [ev] = await q<{ n: number }>(
      sql`select count(*)::int as n from booking_events where booking_id = ${a.id} and kind = 'demand_raised'`,
    );
    expect(ev!.n).toBe(1);
    const [act] = await q<{ summary: string }>(
      sql`select payload->>'summary' as summary from activities where lead_id = ${a.leadId} and payload->>'summary' like '%demand%'`,
    );
    expect(act!.summary).toMatch(/demand DM-2026-\d+ raised for Plinth/);
    const mails = await q<{ to: string; subject: string }>(
      sql`select "to", subject from email_outbox where related_kind = 'demand' order by "to"`,
    );
    expect(mails.map((m) => m.to)).toEqual([`buyer${n - 2}@example.in`, `buyer${n - 1}@example.in`]);
  });

  it('raising again, a second stage record or a retry makes no second demand', async () => {
    expect((await markStage('plinth ')).statusCode).toBe(409);
    const again = await api('POST', `/api/tower-stages/${stageId}/raise`, {});
    expect(again.statusCode, again.body).toBe(200);
    await t.app.appContext.jobs.drain();
    const [count] = await q<{ n: number }>(
      sql`select count(*)::int as n from demands where tower_stage_id = ${stageId}`,
    );
    expect(count!.n).toBe(2);
    const [mails] = await q<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where related_kind = 'demand'`,
    );
    expect(mails!.n).toBe(2);
    const [refusals] = await q<{ n: number }>(sql`select count(*)::int as n from demand_refusals`);
    expect(refusals!.n).toBe(1);
  });

  it('lets an administrator override the refusal with a written reason, and only an administrator', async () => {
    const progress = await api('GET', `/api/towers/${inv.tower.id}/progress`);
    const refusalId = progress.data.refusals[0]._id;
    const manager = await api(
      'POST',
      `/api/demand-refusals/${refusalId}/override`,
      { reason: 'x' },
      people.manager.token,
    );
    expect(manager.statusCode).toBe(403);
    const blank = await api('POST', `/api/demand-refusals/${refusalId}/override`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    const res = await api('POST', `/api/demand-refusals/${refusalId}/override`, {
      reason: 'Buyer asked in writing to pay ahead; agreement registration booked for next week.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const plinth = res.data.demands.find((d: { instalment: string }) => d.instalment === 'Plinth');
    expect(plinth).toMatchObject({
      amount: 600000,
      gst: 6000,
      reraOverride: { reason: expect.stringMatching(/Buyer asked/) },
    });
    expect(res.data.refusals).toHaveLength(0);
    const twice = await api('POST', `/api/demand-refusals/${refusalId}/override`, { reason: 'again' });
    expect(twice.statusCode).toBe(200);
    expect(await demandsOf(c.id)).toHaveLength(2);
  });

  it('addresses the letters to the bank once a home loan is recorded; a GET’s loan is a valid PUT', async () => {
    const before = await api('GET', `/api/bookings/${b.id}/demands`);
    expect(before.data.demands[0].addressedTo).toMatch(/^Buyer/);
    const put = await api('PUT', `/api/bookings/${b.id}/home-loan`, {
      bank: 'State Bank of India',
      branch: 'Thane West',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.demands[0].addressedTo).toBe('The Manager, State Bank of India, Thane West');
    const again = await api('PUT', `/api/bookings/${b.id}/home-loan`, put.data.homeLoan);
    expect(again.statusCode, again.body).toBe(200);
    expect((await api('PUT', `/api/bookings/${b.id}/home-loan`, { bank: '' })).statusCode).toBe(400);
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const future = await markStage('Slab 1', '2026-12-31');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/cannot be after today/);
    const noName = await markStage('  ');
    expect(noName.statusCode).toBe(400);
    const missing = await api('GET', '/api/towers/00000000-0000-4000-8000-000000000000/progress');
    expect(missing.statusCode).toBe(404);
    const [stages] = await q<{ n: number }>(sql`select count(*)::int as n from tower_stages`);
    expect(stages!.n).toBe(1);
    expect((await api('GET', `/api/bookings/${a.id}/demands`, undefined, people.executive.token)).statusCode).toBe(403);
  });

  it('keeps a demand raised, not sent, when the buyer has no email', async () => {
    const d = await booking({
      agreementRupees: 30_00_000,
      gst: 5,
      registered: true,
      noEmail: true,
      instalments: [{ name: 'Plinth', trigger: 'stage', bp: 1500 }],
    });
    const res = await api('POST', `/api/tower-stages/${stageId}/raise`);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.appContext.jobs.drain();
    expect((await api('GET', `/api/tower-stages/${stageId}`)).data.stage.raise.status).toBe('succeeded');
    const [plinth] = await demandsOf(d.id);
    expect(plinth).toMatchObject({ amount_paise: '45000000', status: 'raised' });
    const [mails] = await q<{ n: number }>(
      sql`select count(*)::int as n from email_outbox e join demands x on x.id::text = e.related_id where x.booking_id = ${d.id}`,
    );
    expect(mails!.n).toBe(0);
    const page = await api('GET', `/api/bookings/${d.id}/demands`);
    expect(page.data).toMatchObject({ buyerEmail: null, demands: [{ status: 'raised' }] });
  });
});
