import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { calls } from '../../db/schema/calls';
import { files } from '../../db/schema/files';
import { keepGeneratedFile } from '../../storage/keep-generated-file';
import { multipartBody, samples } from '../../test/multipart';
import { call } from '../../test/test-app';
import { wav } from '../../test/wav';
import { saveCompanyProfile } from '../company/company-fixture';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import { api, drain, leadIds, NOON, people, smsTemplate, t, withMessagingWorld } from '../messaging/messaging-fixture';
import { quotationBody } from '../quotations/quotation-fixture';
import { bookedBuyer, emailedLetter } from './booked-buyer-fixture';

/**
 * A person's data on request, on the messaging fixture's company: Ravi (9810000001) gets an SMS, a
 * call with a recording and a site visit, then is exported and erased; Dee (9810000003) is booked,
 * a flat buyer and invoiced, so erasing her keeps those; "Opt Out" (9810000002) is erased and comes
 * back as a new lead that must still not be messaged. Bina (9820055501) has a booking with Kiran
 * as co-applicant, a demand, a receipt, their kept PDFs, a demand SMS and the emailed letter, and
 * no lead: all of it is hers and kept. Her first demand SMS went to Ravi's number (mistyped, since
 * corrected), which makes it Ravi's to erase. The tests run in order.
 */
withMessagingWorld({ startCatcher, configureSmtp });

const RAVI = '9810000001';
const DEE = '9810000003';
const OPT = '9810000002';
const BINA = '9820055501';
const KIRAN = '9820055502';
let bina: Awaited<ReturnType<typeof bookedBuyer>> & { letterFileId: string; receiptFileId: string };
const recording = wav({ samples: 1600, toneHz: 440 });
let whatsappPhoto = '';

const upload = (
  url: string,
  fields: Record<string, string>,
  file: { filename: string; content: Buffer },
  token: string,
) => {
  const body = multipartBody(fields, [{ field: 'file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
};

/** What the reports say, without the time each answer was computed. */
async function reportCounts() {
  const strip = (data: Record<string, unknown>) => {
    const { meta: _meta, ...rest } = data;
    return rest;
  };
  const urls = [
    '/api/lead/getOverallLeadStatusCounts',
    '/api/lead/getAllMembersLeadStatusCounts',
    '/api/dashboard/getDashboardCardsData/month',
    '/api/dashboard/getLeadsCountBySource/month',
    '/api/report/performance?period=month',
    '/api/report/activity?period=month',
    '/api/report/status-wise?period=month',
  ];
  const out: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await api('GET', url);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    out[url] = strip(res.data);
  }
  return out;
}

beforeAll(async () => {
  // Ravi: an SMS of a campaign, a site visit, notes, a call with its recording.
  const templateId = await smsTemplate({ name: 'Person data SMS' });
  const sent = await api('POST', '/api/template/sendBulkSMS', {
    templateId,
    audience: { leadIds: [leadIds.ravi] },
    name: 'Ravi only',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  await drain();
  const noted = await api('PUT', `/api/lead/update/${leadIds.ravi}`, {
    name: 'Ravi Kumar',
    mobile: RAVI,
    email: 'ravi@example.in',
    project: 'Sunrise Towers',
    assignedTo: people.manager.id,
    notes: 'Wants a corner flat; wife Sunita decides',
  });
  expect(noted.statusCode, noted.body).toBe(200);
  const visit = await api('POST', `/api/siteVisit/schedule/${leadIds.ravi}`, {
    project: 'Sunrise Towers',
    at: '2026-05-06T11:00',
    note: 'Bring Sunita',
  });
  expect(visit.statusCode, visit.body).toBe(201);
  const synced = await api(
    'POST',
    '/api/callhistory/sync',
    {
      calls: [
        {
          deviceCallId: 'pd-1',
          number: RAVI,
          direction: 'outgoing',
          startedAt: NOON.toISOString(),
          durationSeconds: 90,
        },
      ],
    },
    people.manager.token,
  );
  expect(synced.statusCode, synced.body).toBe(200);
  const [ravisCall] = await t.database.db.select().from(calls).where(eq(calls.number, RAVI));
  const rec = await upload(
    `/api/callhistory/${ravisCall!.id}/recording`,
    {},
    { filename: 'ravi.wav', content: recording },
    people.manager.token,
  );
  expect(rec.statusCode, rec.body).toBeLessThan(300);

  // Ravi on WhatsApp: a photo he sent (its file), our answer, his opt-in with a note, the inbox row.
  await t.database.db.transaction(async (tx) => {
    const photo = await keepGeneratedFile(t.app.appContext, tx, {
      bytes: samples.png,
      name: 'ravi-plot.png',
      mimeType: 'image/png',
      readCapability: 'leads.own',
      by: null,
    });
    await tx.execute(sql`insert into whatsapp_messages (lead_id, direction, mobile, wa_id, kind, body, file_id, status, referral, at)
      values (${leadIds.ravi}, 'in', ${RAVI}, 'wamid.ravi-1', 'image', 'Ravi here: my plot photo', ${photo}, 'received',
          '{"ctwa_clid": "ravi-click"}'::jsonb, ${NOON.toISOString()}::timestamptz),
        (${leadIds.ravi}, 'out', ${RAVI}, 'wamid.ravi-2', 'text', 'Thank you Ravi, see you Sunday', null, 'read', null,
          ${NOON.toISOString()}::timestamptz)`);
    await tx.execute(sql`insert into whatsapp_conversations (lead_id, last_message_at, last_direction, last_kind, last_preview, last_status)
      values (${leadIds.ravi}, ${NOON.toISOString()}::timestamptz, 'out', 'text', 'Thank you Ravi, see you Sunday', 'read')`);
    await tx.execute(sql`insert into message_consents (lead_id, channel, event, method, note, at)
      values (${leadIds.ravi}, 'whatsapp', 'opt_in', 'call', 'Ravi said yes on the call', ${NOON.toISOString()}::timestamptz)`);
  });
  whatsappPhoto = (
    rowsOf<{ key: string }>(
      await t.database.db.execute(
        sql`select f.storage_key as key from whatsapp_messages m join files f on f.id = m.file_id where m.wa_id = 'wamid.ravi-1'`,
      ),
    )[0] ?? { key: '' }
  ).key;

  // Dee: booked, a flat buyer with a payment and a KYC paper, and a tax invoice to her mobile.
  const booked = await api('PUT', `/api/lead/updateLeadStatus/${leadIds.dnd}`, { status: 'booked', note: 'Booked' });
  expect(booked.statusCode, booked.body).toBe(200);
  const entity = await api('POST', '/api/entities', {
    type: 'customer',
    name: 'Dee Nd',
    mobile: DEE,
    project: 'Sunrise Towers',
    wing: 'A',
    flatNo: '1203',
  });
  expect(entity.statusCode, entity.body).toBe(201);
  const pay = await api('POST', `/api/entities/payment/${entity.data.entity._id}`, {
    amount: 500_000,
    date: '2026-04-05',
    mode: 'cheque',
    reference: '004512',
  });
  expect(pay.statusCode, pay.body).toBe(201);
  const pan = await upload(
    `/api/entities/${entity.data.entity._id}/add-document`,
    { kind: 'PAN card' },
    { filename: 'pan.png', content: samples.png },
    people.admin.token,
  );
  expect(pan.statusCode, pan.body).toBe(201);
  await saveCompanyProfile(t, people.admin.token, 'Sunrise Developers');
  const quote = await api('POST', '/api/quotations/create', quotationBody({ name: 'Dee Nd', mobile: DEE }));
  expect(quote.statusCode, quote.body).toBe(201);
  const invoice = await api('POST', '/api/invoiceQuotation/create', {
    quotationId: quote.data.data._id,
    placeOfSupply: 'Maharashtra',
  });
  expect(invoice.statusCode, invoice.body).toBe(201);

  // Bina: booked, with her demand letter and receipt kept as PDFs by their downloads.
  const db = t.database.db;
  const booked2 = await bookedBuyer(
    db,
    { name: 'Bina Shah', mobile: BINA, email: 'bina@example.in' },
    { name: 'Kiran Shah', mobile: KIRAN },
    RAVI,
  );
  for (const url of [`/api/demands/${booked2.demand.id}/letter.pdf`, `/api/receipts/${booked2.receipt.id}/pdf`]) {
    const pdf = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${people.admin.token}` } });
    expect(pdf.statusCode, `${url} ${pdf.body}`).toBe(200);
  }
  const [kept] = rowsOf<{ letter: string; receipt: string }>(
    await db.execute(sql`select d.letter_file_id as letter, r.receipt_file_id as receipt from demands d, receipts r
      where d.id = ${booked2.demand.id} and r.id = ${booked2.receipt.id}`),
  );
  bina = { ...booked2, letterFileId: kept!.letter, receiptFileId: kept!.receipt };
  await emailedLetter(db, 'bina@example.in', bina.demand.id, bina.letterFileId);
}, 90_000);

describe('finding a person', () => {
  it('is for administrators, and needs a mobile or an email', async () => {
    for (const token of [people.manager.token, people.executive.token]) {
      expect((await api('GET', `/api/person-data?mobile=${RAVI}`, undefined, token)).statusCode).toBe(403);
      expect((await api('POST', '/api/person-data/erase', { mobile: RAVI, confirm: true }, token)).statusCode).toBe(
        403,
      );
    }
    const none = await api('GET', '/api/person-data');
    expect(none.statusCode).toBe(400);
    expect(none.data.message).toMatch(/mobile or the email/);
    expect((await api('GET', '/api/person-data?mobile=12345')).statusCode).toBe(400);
    const unknown = await api('GET', '/api/person-data/export?mobile=9899999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data.message).toMatch(/Nothing is held/);
  });

  it('counts every kind of record held and says what erasure keeps', async () => {
    const ravi = await api('GET', `/api/person-data?mobile=%2B91%20${RAVI}`);
    expect(ravi.statusCode, ravi.body).toBe(200);
    expect(ravi.data.leads).toHaveLength(1);
    expect(ravi.data.counts).toMatchObject({
      leads: 1,
      calls: 1,
      recordings: 1,
      messages: 1,
      siteVisits: 1,
      noticeSms: 1,
      whatsapp: 2,
      consents: 1,
    });
    expect(ravi.data.counts.bookings).toBe(0);
    expect(ravi.data.kept).toEqual([]);
    // His lead, and the demand SMS of Bina's booking that went to his number.
    expect(ravi.data.erasable).toBe(2);
    const dee = await api('GET', `/api/person-data?mobile=${DEE}`);
    expect(dee.data.leads[0]).toMatchObject({ name: 'Dee Nd', kept: true });
    expect(dee.data.erasable).toBe(0);
    expect(dee.data.kept.map((k: { kind: string }) => k.kind).sort()).toEqual(['booking', 'buyer', 'invoice']);
    expect(dee.data.kept.find((k: { kind: string }) => k.kind === 'invoice').reason).toMatch(/CGST Act s\.35–36/);
    expect(dee.data.counts).toMatchObject({ flatBuyers: 1, payments: 1, documents: 1, invoices: 1, quotations: 1 });
  });

  it('finds a booked buyer with no lead through her booking, by mobile or by email, and keeps it all', async () => {
    for (const query of [`mobile=${BINA}`, 'email=BINA@example.in']) {
      const res = await api('GET', `/api/person-data?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.leads).toEqual([]);
      // Her SMS only: the one that went to Ravi's number is his, not hers.
      expect(res.data.counts).toMatchObject({
        bookings: 1,
        demands: 1,
        receipts: 1,
        letters: 2,
        noticeSms: 1,
        emails: 1,
      });
      expect(res.data.kept).toEqual([
        {
          kind: 'sale',
          label: expect.stringMatching(/^Booking BK-T-\d+, Sahyadri Heights A-101 \(applicant\)$/),
          reason: expect.stringMatching(/Income-tax Act s\.44AA/),
        },
      ]);
      expect(res.data.erasable).toBe(0);
    }
    const kiran = await api('GET', `/api/person-data?mobile=${KIRAN}`);
    expect(kiran.data.counts).toMatchObject({ bookings: 1, demands: 1, receipts: 1, noticeSms: 0, emails: 0 });
    expect(kiran.data.kept[0].label).toMatch(/\(co-applicant\)$/);
  });
});

describe('export', () => {
  it('streams a ZIP with a JSON file per kind and the files’ bytes, and records it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/person-data/export?mobile=${RAVI}&email=ravi@example.in`,
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="personal-data-2026-05-04.zip"');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    for (const kind of ['person', 'leads', 'timeline', 'follow-ups', 'site-visits', 'calls', 'messages', 'files']) {
      expect(names).toContain(`${kind}.json`);
    }
    const read = async (name: string) => JSON.parse(await zip.file(name)!.async('string'));
    expect((await read('leads.json'))[0]).toMatchObject({
      name: 'Ravi Kumar',
      mobile: RAVI,
      notes: expect.any(String),
    });
    expect((await read('messages.json'))[0].sent_text).toMatch(/Ravi/);
    expect((await read('calls.json'))[0]).toMatchObject({ number: RAVI, duration_seconds: 90 });
    expect((await read('site-visits.json'))[0].note).toBe('Bring Sunita');
    const whatsapp = await read('whatsapp.json');
    expect(whatsapp.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['in', 'Ravi here: my plot photo'],
      ['out', 'Thank you Ravi, see you Sunday'],
    ]);
    expect((await read('consents.json'))[0]).toMatchObject({ channel: 'whatsapp', method: 'call' });
    const listedFiles = await read('files.json');
    const listed = listedFiles.find((f: { kind: string }) => f.kind === 'recordings');
    expect(listed).toMatchObject({ kind: 'recordings', missing: false });
    expect(Buffer.from(await zip.file(listed.path)!.async('uint8array')).equals(recording)).toBe(true);
    const photo = listedFiles.find((f: { kind: string }) => f.kind === 'whatsapp-media');
    expect(Buffer.from(await zip.file(photo.path)!.async('uint8array')).equals(samples.png)).toBe(true);

    const dee = await t.app.inject({
      method: 'GET',
      url: `/api/person-data/export?mobile=${DEE}`,
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    const deeZip = await JSZip.loadAsync(dee.rawPayload);
    const buyers = JSON.parse(await deeZip.file('flat-buyers.json')!.async('string'));
    expect(buyers[0].payments[0]).toMatchObject({ reference: '004512' });
    expect(JSON.parse(await deeZip.file('invoices.json')!.async('string'))).toHaveLength(1);
    const kyc = Object.keys(deeZip.files).find((n) => n.startsWith('files/flat-buyer-documents/'));
    expect(Buffer.from(await deeZip.file(kyc!)!.async('uint8array')).equals(samples.png)).toBe(true);
  });

  it('writes a booked buyer’s booking with its schedule, demands, receipts, SMS, emails and kept PDFs', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/person-data/export?mobile=${BINA}`,
      headers: { authorization: `Bearer ${people.admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const read = async (name: string) => JSON.parse(await zip.file(name)!.async('string'));
    const [booking] = await read('bookings.json');
    expect(booking).toMatchObject({ id: bina.booking.id, project_name: 'Sahyadri Heights', unit_number: '101' });
    expect(booking.applicants.map((a: { name: string }) => a.name)).toEqual(['Bina Shah', 'Kiran Shah']);
    expect(booking.schedule).toEqual([expect.objectContaining({ name: 'On booking', amount_paise: 50_000_000 })]);
    expect(await read('demands.json')).toEqual([expect.objectContaining({ id: bina.demand.id })]);
    const [receipt] = await read('receipts.json');
    // A bigint column is a string from node-postgres and a number from PGlite: the value is what counts.
    expect([receipt.id, Number(receipt.amount_paise)]).toEqual([bina.receipt.id, 20_000_000]);
    expect(await read('demand-sms.json')).toEqual([
      expect.objectContaining({ mobile: BINA, status: 'delivered', of_booking: true }),
    ]);
    const [email] = await read('emails.json');
    expect(email).toMatchObject({ to: 'bina@example.in', related_kind: 'demand', of_booking: true });
    expect(email.attachments).toEqual([{ fileId: bina.letterFileId, fileName: 'Demand letter.pdf' }]);

    // The letter and the receipt, byte for byte as kept; the emailed letter is the same file, once.
    const listed: { kind: string; id: string; path: string; missing: boolean }[] = await read('files.json');
    expect(listed.map((f) => [f.kind, f.id]).sort()).toEqual(
      [
        ['demand-letters', bina.letterFileId],
        ['receipts', bina.receiptFileId],
      ].sort(),
    );
    for (const f of listed) {
      const [row] = await t.database.db.select().from(files).where(eq(files.id, f.id));
      const stored: Buffer[] = [];
      for await (const chunk of t.app.appContext.storage.read(row!.storageKey)) stored.push(Buffer.from(chunk));
      const zipped = Buffer.from(await zip.file(f.path)!.async('uint8array'));
      expect(zipped.subarray(0, 5).toString()).toBe('%PDF-');
      expect(zipped.equals(Buffer.concat(stored))).toBe(true);
    }
  });
});

describe('erasure', () => {
  it('anonymises a lead with no booking, deletes its recording and leaves every report count as it was', async () => {
    const before = await reportCounts();
    const [rec] = await t.database.db.select().from(calls).where(eq(calls.number, RAVI));
    const fileId = rec!.recordingFileId!;
    const [file] = await t.database.db.select().from(files).where(eq(files.id, fileId));

    const res = await api('POST', '/api/person-data/erase', { mobile: RAVI, email: 'ravi@example.in', confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    // The recording and the photo he sent on WhatsApp.
    expect(res.data).toMatchObject({ kept: [], filesDeleted: 2 });
    expect(res.data.erased).toMatchObject({
      leads: 1,
      calls: 1,
      messages: 1,
      whatsapp: 2,
      whatsappConversations: 1,
      consents: 1,
      siteVisits: 1,
      noticeSms: 1,
      bookingEvents: 1,
    });

    expect(await reportCounts()).toEqual(before);
    const lead = await api('GET', `/api/lead/getLeadById/${leadIds.ravi}`);
    expect(lead.data.lead).toMatchObject({
      name: 'Erased person',
      email: null,
      notes: null,
      project: 'Sunrise Towers',
    });
    expect(await t.app.appContext.storage.exists(file!.storageKey)).toBe(false);
    expect(whatsappPhoto).not.toBe('');
    expect(await t.app.appContext.storage.exists(whatsappPhoto)).toBe(false);
    // Nothing that names him is left in the tables that held him.
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select (
        (select count(*) from leads where mobile = ${RAVI} or email ilike 'ravi@%' or name ilike '%ravi%')
        + (select count(*) from activities where payload::text ilike '%ravi%' or payload::text ilike '%sunita%')
        + (select count(*) from calls where number = ${RAVI})
        + (select count(*) from campaign_recipients where address = ${RAVI} or sent_text ilike '%ravi%')
        + (select count(*) from site_visits where note ilike '%sunita%')
        + (select count(*) from sms_outbox where mobile = ${RAVI})
        + (select count(*) from booking_events where detail::text like ${`%${RAVI}%`})
        + (select count(*) from whatsapp_messages where mobile = ${RAVI} or body ilike '%ravi%' or referral is not null)
        + (select count(*) from whatsapp_conversations where last_preview ilike '%ravi%')
        + (select count(*) from message_consents where note ilike '%ravi%'))::int as n`),
    );
    expect(left!.n).toBe(0);
    // The SMS that reached his number stays on Bina's booking: what, when and how it ended, not to whom.
    const [sms] = rowsOf<{ mobile: string | null; text: string; status: string; about: string }>(
      await t.database.db.execute(
        sql`select mobile, text, status, about from sms_outbox where id = ${bina.wrongSmsId}`,
      ),
    );
    expect(sms).toEqual({
      mobile: null,
      text: '',
      status: 'sent',
      about: `demand ${bina.demand.demandNo} (On booking)`,
    });
    expect((await api('GET', `/api/person-data?mobile=${RAVI}`)).data.leads).toEqual([]);
  });

  it('keeps a booked lead, a flat buyer and a tax invoice, and says so instead of erasing them', async () => {
    const refused = await api('POST', '/api/person-data/erase', { mobile: DEE, confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.code).toBe('ALL_KEPT');
    expect(refused.data.message).toMatch(/must be kept/);
    expect((await api('GET', `/api/lead/getLeadById/${leadIds.dnd}`)).data.lead.name).toBe('Dee Nd');

    // Her mobile and the family email: the two unbooked family leads go, her booking stays.
    const res = await api('POST', '/api/person-data/erase', {
      mobile: DEE,
      email: 'family@example.in',
      confirm: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.erased.leads).toBe(2);
    expect(res.data.kept.map((k: { kind: string }) => k.kind).sort()).toEqual(['booking', 'buyer', 'invoice']);
    expect((await api('GET', `/api/lead/getLeadById/${leadIds.dnd}`)).data.lead.name).toBe('Dee Nd');
    expect((await api('GET', `/api/lead/getLeadById/${leadIds.dup1}`)).data.lead.name).toBe('Erased person');
    const without = await api('POST', '/api/person-data/erase', { mobile: DEE });
    expect(without.statusCode).toBe(400);
  });

  it('keeps a booked buyer’s booking, demands, receipts, PDFs, SMS and emails, and says why', async () => {
    const before = await t.database.db.execute(
      sql`select (select count(*) from email_outbox where "to" = 'bina@example.in')::int as emails,
        (select count(*) from sms_outbox where mobile = ${BINA} and text like 'Dear Bina%')::int as sms`,
    );
    for (const person of [{ mobile: BINA }, { email: 'bina@example.in' }, { mobile: KIRAN }]) {
      const refused = await api('POST', '/api/person-data/erase', { ...person, confirm: true });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.data.code).toBe('ALL_KEPT');
    }
    const after = await t.database.db.execute(
      sql`select (select count(*) from email_outbox where "to" = 'bina@example.in')::int as emails,
        (select count(*) from sms_outbox where mobile = ${BINA} and text like 'Dear Bina%')::int as sms`,
    );
    expect(rowsOf(after)).toEqual(rowsOf(before));
    expect(rowsOf(after)).toEqual([{ emails: 1, sms: 1 }]);
    const still = await api('GET', `/api/person-data?mobile=${BINA}`);
    expect(still.data.counts).toMatchObject({ bookings: 1, letters: 2, noticeSms: 1, emails: 1 });
  });

  it('still honours an opt-out when the erased person comes back as a new lead', async () => {
    const erased = await api('POST', '/api/person-data/erase', { mobile: OPT, email: 'opt@example.in', confirm: true });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.data.erased.optOuts).toBe(2);
    const again = await api('POST', '/api/lead/create', {
      name: 'Opt Again',
      mobile: OPT,
      email: 'OPT@example.in',
      project: 'Sunrise Towers',
      assignedTo: people.manager.id,
    });
    expect(again.statusCode, again.body).toBe(201);
    const id = again.data.lead._id;
    const sms = await smsTemplate({ name: 'After erasure' });
    const audience = await api('POST', '/api/message/audience', {
      channel: 'sms',
      templateId: sms,
      audience: { leadIds: [id] },
    });
    expect(audience.statusCode, audience.body).toBe(200);
    expect(audience.data).toMatchObject({ recipients: 0, excluded: { optedOut: 1 } });
    const single = await api('POST', '/api/message/send-one', { leadId: id, templateId: sms });
    expect(single.statusCode).toBe(409);
    expect(single.data.code).toBe('OPTED_OUT');
    // Another mobile is not caught by the digests.
    const ravi2 = await api('POST', '/api/message/audience', {
      channel: 'sms',
      templateId: sms,
      audience: { leadIds: [leadIds.noemail] },
    });
    expect(ravi2.data.recipients).toBe(1);
  });
});

describe('the audit log', () => {
  it('lists every export and erasure with who and when, filtered by act and India day', async () => {
    const all = await api('GET', '/api/audit-log');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.data.entries.map((e: { action: string }) => e.action).sort()).toEqual([
      'person.erase',
      'person.erase',
      'person.erase',
      'person.export',
      'person.export',
      'person.export',
    ]);
    expect(all.data.entries[0]).toMatchObject({
      at: NOON.toISOString(),
      actor: { _id: people.admin.id, name: 'Asha Admin' },
    });
    expect(all.data.entries.some((e: { summary: string }) => e.summary.includes(RAVI))).toBe(false);
    const exports = await api('GET', '/api/audit-log?action=person.export');
    expect(exports.data.total).toBe(3);
    expect((await api('GET', '/api/audit-log?from=2026-05-04&to=2026-05-04')).data.total).toBe(6);
    expect((await api('GET', '/api/audit-log?from=2026-05-05')).data.total).toBe(0);
    expect((await api('GET', '/api/audit-log?from=2026-05-05&to=2026-05-04')).statusCode).toBe(400);
    expect((await api('GET', '/api/audit-log?action=nope')).statusCode).toBe(400);
    expect((await api('GET', '/api/audit-log', undefined, people.manager.token)).statusCode).toBe(403);
  });
});

describe('consent and source on the lead page', () => {
  it('shows the messaging flags and where the lead came from, in the viewer’s scope', async () => {
    const dee = await api('GET', `/api/lead/${leadIds.dnd}/consent-source`);
    expect(dee.statusCode, dee.body).toBe(200);
    expect(dee.data.consent).toMatchObject({ dnd: true, smsOptOut: false, setBy: 'manual' });
    expect(dee.data.source).toMatchObject({ createdBy: 'Asha Admin', importFile: null, enquiries: [] });
    const own = await call(t.app, 'GET', `/api/lead/${leadIds.exec}/consent-source`, {
      token: people.executive.token,
    });
    expect(own.statusCode).toBe(200);
    expect(dee.data.consent.whatsapp).toBeNull();
    // The latest entry of the WhatsApp opt-in record decides what the card says.
    await t.database.db.execute(sql`insert into message_consents (lead_id, channel, event, method, recorded_by_name, at)
      values (${leadIds.exec}, 'whatsapp', 'opt_in', 'call', 'Esha Exec', '2026-05-01T05:00:00Z'),
        (${leadIds.exec}, 'whatsapp', 'opt_out', 'stop_keyword', null, '2026-05-02T05:00:00Z'),
        (${leadIds.exec}, 'sms', 'opt_in', 'web_form', null, '2026-05-03T05:00:00Z')`);
    const stopped = await call(t.app, 'GET', `/api/lead/${leadIds.exec}/consent-source`, {
      token: people.executive.token,
    });
    expect(stopped.data.consent.whatsapp).toEqual({
      event: 'opt_out',
      how: 'Replied STOP',
      by: null,
      at: '2026-05-02T05:00:00.000Z',
    });
    const other = await call(t.app, 'GET', `/api/lead/${leadIds.dnd}/consent-source`, {
      token: people.executive.token,
    });
    expect(other.statusCode).toBe(404);
  });
});
