import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { type FakeSmsGateway, startFakeSmsGateway } from '../../test/fake-sms-gateway';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { overdueRemindersJob } from '../collections/public';
import { noticeSendJob } from '../messaging/public';
import { insertInventory } from '../projects/inventory-fixture';
import { towerWithBookings } from './demand-fixture';

/**
 * The demand and reminder SMS (decision 199) end to end, against the fake gateway over HTTP: the
 * DLT templates in the SMS settings, a stage raised without and then with a template, who gets
 * one (opted out: no; DND: yes; no mobile: said why; a value too long for DLT: failed, not posted),
 * the timelines, a raise repeated, a run that died mid-send, delivery reports, and the weekly
 * reminders with or without SMTP.
 */

let t: TestApp;
let people: TestUsers;
let gateway: FakeSmsGateway;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const db = () => t.database.db;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));
const drain = () => t.app.appContext.jobs.drain({ timeoutMs: 60_000 });
// 2026-11-28 12:00 IST.
const NOON = new Date('2026-11-28T06:30:00Z');
const DAY = 86_400_000;
const DLR_SECRET = 'dlr-secret-demands-199';

const RAISED = {
  dltTemplateId: '1107160000000099001',
  senderId: 'SUNRSE',
  category: 'service_implicit',
  registeredText: 'Dear {#var#}, demand {#var#} for {#var#} of Rs.{#var#} is due by {#var#}. -SUNRISE',
  variables: ['buyerFirstName', 'demandNo', 'instalment', 'amount', 'dueDate'],
};
const REMINDER = {
  dltTemplateId: '1107160000000099002',
  senderId: 'SUNRSE',
  category: 'transactional',
  registeredText: 'Rs.{#var#} of demand {#var#} (booking {#var#}) was due on {#var#}. Please pay. -SUNRISE',
  variables: ['amount', 'demandNo', 'bookingNo', 'dueDate'],
};

let stageId = '';
/** Bookings by role in the story, with their first applicant's mobile (10 digits) and lead. */
const b: Record<'plain' | 'optedOut' | 'noMobile' | 'longName', { id: string; mobile: string | null }> = {
  plain: { id: '', mobile: '9810000101' },
  optedOut: { id: '', mobile: '9810000102' },
  noMobile: { id: '', mobile: null },
  longName: { id: '', mobile: '9810000104' },
};
let plainLead = '';

const smsOf = (bookingId: string) =>
  q<{ id: string; purpose: string; status: string; reason: string | null; text: string; mobile: string | null }>(
    sql`select id, purpose, status, reason, text, mobile from sms_outbox where booking_id = ${bookingId} order by created_at, id`,
  );
const sentTo = (mobile: string) => gateway.messages.filter((m) => m.to === `91${mobile}`);

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://crm.sunrise.example.in' });
  t.clock.now = NOON;
  people = await seedUsers(t);
  gateway = await startFakeSmsGateway({ apiKey: 'gw-key-199' });
  const saved = await api('PUT', '/api/settings/sms', {
    enabled: true,
    gatewayUrl: gateway.url,
    entityId: '1201160000000012345',
    senderIds: ['SUNRSE'],
    format: 'json',
    costPerSegment: 0.2,
    ratePerSecond: 1000,
    apiKey: 'gw-key-199',
    dlrSecret: DLR_SECRET,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const inv = await towerWithBookings(
    t.app.appContext,
    await insertInventory(db(), { floors: 1, perFloor: 4 }),
    4,
    people.admin.id,
  );
  stageId = inv.stageId;
  const ids = (
    await q<{ id: string }>(sql`select b.id from bookings b join units u on u.id = b.unit_id
      where u.tower_id = ${inv.tower.id} order by b.booking_no`)
  ).map((r) => r.id);
  for (const [i, key] of (['plain', 'optedOut', 'noMobile', 'longName'] as const).entries()) {
    b[key].id = ids[i]!;
    const mobile = b[key].mobile;
    await db().execute(sql`update booking_applicants set mobile = ${mobile ? `91${mobile}` : null},
      name = ${key === 'longName' ? 'Venkatanarasimharajuvaripetaswamy Rao' : `Buyer ${key}`}
      where booking_id = ${ids[i]!} and position = 1`);
  }
  // The plain buyer's lead is on DND (promotional only: a demand still goes); the other opted out of SMS.
  for (const key of ['plain', 'optedOut'] as const) {
    const lead = await api('POST', '/api/lead/create', { name: `Buyer ${key}`, mobile: b[key].mobile });
    expect(lead.statusCode, lead.body).toBe(201);
    const id = lead.data.lead._id as string;
    await db().execute(sql`update bookings set lead_id = ${id} where id = ${b[key].id}`);
    const prefs = await api('PUT', `/api/lead/${id}/message-preferences`, {
      emailOptOut: false,
      smsOptOut: key === 'optedOut',
      dnd: key === 'plain',
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    if (key === 'plain') plainLead = id;
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

describe('the demand and reminder SMS templates', () => {
  it('say why nothing would be sent until they are set, and refuse a template that cannot pass DLT', async () => {
    const none = await api('GET', '/api/settings/sms/notices');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.data).toEqual({
      demandRaised: null,
      paymentReminder: null,
      problems: {
        demandRaised: 'No SMS is sent: the "Demand raised" DLT template is not set in the SMS settings.',
        paymentReminder: 'No SMS is sent: the "Payment reminder" DLT template is not set in the SMS settings.',
      },
    });
    const short = await api('PUT', '/api/settings/sms/notices', {
      demandRaised: { ...RAISED, variables: ['buyerFirstName', 'demandNo'] },
      paymentReminder: null,
    });
    expect(short.statusCode).toBe(400);
    expect(short.data.message).toMatch(/^The "Demand raised" template: The registered text has 5 placeholders/);
    expect(short.data.fields['demandRaised.registeredText']).toBeTruthy();
    const unknown = await api('PUT', '/api/settings/sms/notices', {
      demandRaised: { ...RAISED, variables: ['buyerFirstName', 'demandNo', 'instalment', 'amount', 'nextVisit'] },
      paymentReminder: null,
    });
    expect(unknown.statusCode).toBe(400);
    const badId = await api('PUT', '/api/settings/sms/notices', {
      demandRaised: { ...RAISED, dltTemplateId: 'abc' },
      paymentReminder: null,
    });
    expect(badId.statusCode).toBe(400);
    expect((await api('GET', '/api/settings/sms/notices')).data.demandRaised).toBeNull();
  });
});

describe('a stage raised', () => {
  it('sends no SMS without a template, and the booking page says why', async () => {
    await drain();
    expect(Number((await q<{ n: number }>(sql`select count(*)::int as n from demands`))[0]!.n)).toBe(4);
    expect(gateway.messages).toHaveLength(0);
    const view = await api('GET', `/api/bookings/${b.plain.id}/demand-sms`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.data.messages).toEqual([]);
    expect(view.data.problems.demandRaised).toBe(
      'No SMS is sent: the "Demand raised" DLT template is not set in the SMS settings.',
    );
  });

  it('once set up, sends each buyer one SMS with the DLT template, and says why the others got none', async () => {
    const put = await api('PUT', '/api/settings/sms/notices', { demandRaised: RAISED, paymentReminder: REMINDER });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.problems).toEqual({ demandRaised: null, paymentReminder: null });
    const again = await api('POST', `/api/tower-stages/${stageId}/raise`);
    expect(again.statusCode, again.body).toBe(200);
    await drain();

    const [demand] = await q<{ demand_no: string; due_on: string }>(
      sql`select demand_no, to_char(due_on, 'DD/MM/YYYY') as due_on from demands where booking_id = ${b.plain.id}`,
    );
    // 15% of ₹50 lakh and GST at 5% on it.
    const text = `Dear Buyer, demand ${demand!.demand_no} for Plinth of Rs.7,87,500.00 is due by ${demand!.due_on}. -SUNRISE`;
    expect(sentTo(b.plain.mobile!)).toEqual([
      expect.objectContaining({
        text,
        templateId: RAISED.dltTemplateId,
        sender: 'SUNRSE',
        entityId: '1201160000000012345',
        type: 'service',
      }),
    ]);
    expect(gateway.messages).toHaveLength(1);
    expect(await smsOf(b.plain.id)).toEqual([
      expect.objectContaining({ status: 'sent', text, purpose: 'demand_raised' }),
    ]);
    expect(await smsOf(b.optedOut.id)).toEqual([
      expect.objectContaining({ status: 'opted_out', reason: expect.stringMatching(/opted out of SMS/) }),
    ]);
    expect(await smsOf(b.noMobile.id)).toEqual([
      expect.objectContaining({
        status: 'skipped',
        reason: 'The first applicant has no mobile number an SMS can go to.',
      }),
    ]);
    const [long] = await smsOf(b.longName.id);
    expect(long).toMatchObject({ status: 'failed' });
    expect(long!.reason).toMatch(/^DLT check, not sent: Buyer's first name is 33 characters/);

    // On the lead's timeline and the booking's history, once.
    const timeline = await api('GET', `/api/lead/getActivitiesByLeadId/${plainLead}?kind=sms`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const smsRows = timeline.data.activities;
    expect(smsRows).toHaveLength(1);
    expect(smsRows[0].payload).toMatchObject({
      summary: `SMS sent: demand ${demand!.demand_no} (Plinth)`,
      direction: 'out',
      note: text,
    });
    const events = await q<{ summary: string }>(
      sql`select detail->>'summary' as summary from booking_events where booking_id = ${b.plain.id} and kind = 'sms_sent'`,
    );
    expect(events).toEqual([{ summary: `SMS sent: demand ${demand!.demand_no} (Plinth) to ${b.plain.mobile}` }]);

    const view = await api('GET', `/api/bookings/${b.noMobile.id}/demand-sms`);
    expect(view.data.problems.demandRaised).toBeNull();
    expect(view.data.messages).toEqual([
      expect.objectContaining({ purpose: 'demand_raised', status: 'skipped', mobile: null }),
    ]);
  });

  it('never sends a second SMS for a demand when the stage is raised again', async () => {
    const before = gateway.messages.length;
    await api('POST', `/api/tower-stages/${stageId}/raise`);
    await drain();
    await api('POST', `/api/tower-stages/${stageId}/raise`);
    await drain();
    expect(gateway.messages.length).toBe(before);
    expect(await q(sql`select 1 from sms_outbox where purpose = 'demand_raised'`)).toHaveLength(4);
  });

  it('takes the delivery report of a demand SMS by its reference', async () => {
    const [row] = await smsOf(b.plain.id);
    const res = await api('POST', '/api/sms/dlr/generic', { client_ref: row!.id, status: 'DELIVERED' }, undefined, {
      'x-dlr-secret': DLR_SECRET,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.updated).toBe(1);
    const view = await api('GET', `/api/bookings/${b.plain.id}/demand-sms`);
    expect(view.data.messages[0]).toMatchObject({ status: 'delivered', deliveredAt: NOON.toISOString() });
  });
});

describe('a send interrupted by a crash', () => {
  /** A demand SMS as a run that died left it: claimed (sending) 40 s ago, its answer never recorded. */
  async function claimedBeforeCrash(mobile: string) {
    const [row] = await q<{ id: string }>(sql`
      insert into sms_outbox (idempotency_key, purpose, demand_id, booking_id, mobile, text, about, dlt_template_id,
        sender_id, category, status, attempt, claimed_at, created_at)
      select 'crash:' || ${mobile}, 'demand_raised', d.id, d.booking_id, ${mobile}, 'Dear Crash, demand test. -SUNRISE',
        'demand ' || d.demand_no, ${RAISED.dltTemplateId}, 'SUNRSE', 'service_implicit', 'sending', 1,
        ${new Date(NOON.getTime() - 40_000).toISOString()}::timestamptz, ${NOON.toISOString()}::timestamptz
      from demands d where d.booking_id = ${b.noMobile.id}
      returning id`);
    return row!.id;
  }
  const resume = async () => {
    await t.app.appContext.jobs.enqueue(db(), noticeSendJob, {}, { idempotencyKey: `resume:${Math.random()}` });
    await drain();
  };
  const statusOf = async (id: string) =>
    (
      await q<{ status: string; reason: string | null }>(sql`select status, reason from sms_outbox where id = ${id}`)
    )[0];

  it('holds it as unknown through a gateway that does not de-duplicate: never sent twice', async () => {
    const id = await claimedBeforeCrash('9810000201');
    await resume();
    expect(await statusOf(id)).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/^The server stopped/),
    });
    expect(sentTo('9810000201')).toHaveLength(0);
  });

  it('sends it again with the same reference through one that does: exactly once', async () => {
    const settings = (await api('GET', '/api/settings/sms')).data.settings;
    await api('PUT', '/api/settings/sms', { ...settings, dedupesClientRef: true });
    try {
      const id = await claimedBeforeCrash('9810000202');
      // It had left before the crash.
      const first = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer gw-key-199' },
        body: JSON.stringify({
          entity_id: '1201160000000012345',
          template_id: RAISED.dltTemplateId,
          sender: 'SUNRSE',
          to: '919810000202',
          message: 'Dear Crash, demand test. -SUNRISE',
          unicode: '0',
          type: 'service',
          client_ref: id,
        }),
      });
      expect(first.status).toBe(200);
      await resume();
      expect(await statusOf(id)).toMatchObject({ status: 'sent' });
      expect(sentTo('9810000202')).toHaveLength(1);
    } finally {
      await api('PUT', '/api/settings/sms', { ...settings, dedupesClientRef: false });
    }
  });
});

describe('overdue reminders by SMS', () => {
  const reminders = async (bookingId: string) =>
    (await smsOf(bookingId)).filter((r) => r.purpose === 'payment_reminder');
  const run = async () => {
    await t.app.appContext.jobs.enqueue(db(), overdueRemindersJob, {}, { idempotencyKey: `r:${Math.random()}` });
    await drain();
  };

  it('texts an overdue demand at most once a week, without SMTP, and not when reminders are off', async () => {
    // No SMTP in this file: the email half sends nothing, the SMS half goes.
    const [demand] = await q<{ demand_no: string; due_on: string; booking_no: string }>(sql`
      select d.demand_no, to_char(d.due_on, 'DD/MM/YYYY') as due_on, b.booking_no from demands d
      join bookings b on b.id = d.booking_id where d.booking_id = ${b.plain.id}`);
    try {
      await run(); // not yet due: nothing
      expect(await reminders(b.plain.id)).toHaveLength(0);
      t.clock.now = new Date(NOON.getTime() + 40 * DAY);
      await run();
      await run(); // the same day again
      expect(await reminders(b.plain.id)).toEqual([
        expect.objectContaining({
          status: 'sent',
          text: `Rs.7,87,500.00 of demand ${demand!.demand_no} (booking ${demand!.booking_no}) was due on ${demand!.due_on}. Please pay. -SUNRISE`,
        }),
      ]);
      expect(await reminders(b.optedOut.id)).toEqual([expect.objectContaining({ status: 'opted_out' })]);
      // No mobile: no reminder row at all (the demand's own SMS already says why).
      expect(await reminders(b.noMobile.id)).toHaveLength(0);
      t.clock.now = new Date(NOON.getTime() + 46 * DAY);
      await run();
      expect(await reminders(b.plain.id)).toHaveLength(1);
      t.clock.now = new Date(NOON.getTime() + 47 * DAY);
      await run();
      expect(await reminders(b.plain.id)).toHaveLength(2);
      expect(sentTo(b.plain.mobile!).filter((m) => m.templateId === REMINDER.dltTemplateId)).toHaveLength(2);

      // Sessions last less than these weeks: the API is called at the test's noon.
      t.clock.now = NOON;
      const off = await api('PUT', '/api/collections/reminders', { enabled: false });
      expect(off.statusCode, off.body).toBe(200);
      t.clock.now = new Date(NOON.getTime() + 60 * DAY);
      await run();
      expect(await reminders(b.plain.id)).toHaveLength(2);
    } finally {
      t.clock.now = NOON;
      await api('PUT', '/api/collections/reminders', { enabled: true });
    }
  });

  it('queues nothing when SMS is switched off, and says so', async () => {
    const settings = (await api('GET', '/api/settings/sms')).data.settings;
    await api('PUT', '/api/settings/sms', { ...settings, enabled: false });
    try {
      const before = gateway.messages.length;
      t.clock.now = new Date(NOON.getTime() + 80 * DAY);
      await run();
      expect(gateway.messages.length).toBe(before);
      t.clock.now = NOON;
      const view = await api('GET', `/api/bookings/${b.plain.id}/demand-sms`);
      expect(view.data.problems.paymentReminder).toBe('No SMS is sent: SMS is switched off in the SMS settings.');
    } finally {
      t.clock.now = NOON;
      await api('PUT', '/api/settings/sms', { ...settings, enabled: true });
    }
  });
});
