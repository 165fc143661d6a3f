import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities';
import { campaignRecipients } from '../../db/schema/messaging';
import { type FakeSmsGateway, startFakeSmsGateway } from '../../test/fake-sms-gateway';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';

let t: TestApp;
let people: TestUsers;
let gateway: FakeSmsGateway;
let catcher: SmtpCatcher;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = people.admin.token) =>
  call(t.app, method, url, { token, body });
const drain = () => t.app.appContext.jobs.drain({ timeoutMs: 60_000 });

// 2026-05-04 12:00 IST: inside the promotional window.
const NOON = new Date('2026-05-04T06:30:00Z');
const DLR_SECRET = 'dlr-secret-9f3a7c21';
const ENTITY = '1201160000000012345';
const REG = 'Dear {#var#}, thank you for visiting {#var#}. Call {#var#} for a site visit. -SUNRISE';

const leadIds: Record<string, string> = {};
async function addLead(key: string, body: Record<string, unknown>, token = people.admin.token) {
  // Assigned to the manager (whose mobile fills {{executiveMobile}}) unless said otherwise.
  const res = await api('POST', '/api/lead/create', { assignedTo: people.manager.id, ...body }, token);
  expect(res.statusCode, res.body).toBe(201);
  leadIds[key] = res.data.lead._id;
  return res.data.lead._id as string;
}

async function template(body: Record<string, unknown>) {
  const res = await api('POST', '/api/template', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.id as string;
}
const smsTemplate = (over: Record<string, unknown> = {}) =>
  template({
    channel: 'sms',
    name: 'Thanks for visiting',
    dltTemplateId: '1107160000000054321',
    senderId: 'SUNRSE',
    category: 'service_implicit',
    registeredText: REG,
    variables: ['firstName', 'project', 'executiveMobile'],
    ...over,
  });

const recipientsOf = (campaignId: string) =>
  t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://crm.sunrise.example.in' });
  t.clock.now = NOON;
  people = await seedUsers(t);
  gateway = await startFakeSmsGateway({ apiKey: 'gw-key-123' });
  catcher = await startCatcher();
  const saved = await api('PUT', '/api/settings/sms', {
    enabled: true,
    gatewayUrl: gateway.url,
    entityId: ENTITY,
    senderIds: ['SUNRSE'],
    format: 'json',
    costPerSegment: 0.2,
    ratePerSecond: 1000,
    apiKey: 'gw-key-123',
    dlrSecret: DLR_SECRET,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await configureSmtp(t, people.admin.token, catcher);
  // Leads in "Sunrise Towers": a plain one, one opted out of SMS, one on DND, two sharing an email,
  // one without email. The executive's own lead is in another project.
  await addLead('ravi', {
    name: 'Ravi Kumar',
    mobile: '9810000001',
    email: 'ravi@example.in',
    project: 'Sunrise Towers',
  });
  await addLead('optout', {
    name: 'Opt Out',
    mobile: '9810000002',
    email: 'opt@example.in',
    project: 'Sunrise Towers',
  });
  await addLead('dnd', { name: 'Dee Nd', mobile: '9810000003', email: 'dnd@example.in', project: 'Sunrise Towers' });
  await addLead('dup1', {
    name: 'Dup One',
    mobile: '9810000004',
    email: 'family@example.in',
    project: 'Sunrise Towers',
  });
  await addLead('dup2', {
    name: 'Dup Two',
    mobile: '9810000005',
    email: 'Family@example.in',
    project: 'Sunrise Towers',
  });
  await addLead('noemail', { name: 'No Mail', mobile: '9810000006', project: 'Sunrise Towers' });
  await addLead('exec', {
    name: 'Esha Buyer',
    mobile: '9810000007',
    project: 'Green Park',
    assignedTo: people.executive.id,
  });
  await addLead('longproject', {
    name: 'Long Project',
    mobile: '9810000008',
    project: 'The Grand Sunrise Towers Phase Two East Wing',
  });
  await addLead('noproject', { name: 'No Project', mobile: '9810000009' });
  for (const [key, prefs] of [
    ['optout', { emailOptOut: true, smsOptOut: true, dnd: false }],
    ['dnd', { emailOptOut: false, smsOptOut: false, dnd: true }],
  ] as const) {
    const res = await api('PUT', `/api/lead/${leadIds[key]}/message-preferences`, prefs);
    expect(res.statusCode, res.body).toBe(200);
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await gateway.close();
  await catcher.close();
});

describe('SMS templates and the DLT check', () => {
  it('refuses placeholders and variables that do not line up, and takes back what GET returns', async () => {
    const bad = await api('POST', '/api/template', {
      channel: 'sms',
      name: 'Bad',
      dltTemplateId: '1107160000000054321',
      senderId: 'SUNRSE',
      category: 'transactional',
      registeredText: REG,
      variables: ['name'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toMatch(/3 placeholders .* 1 variable is chosen/);
    const id = await smsTemplate();
    const got = await api('GET', `/api/template/${id}`);
    const put = await api('PUT', `/api/template/${id}`, { ...got.data, name: 'Thanks for visiting (v2)' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.name).toBe('Thanks for visiting (v2)');
    const email = await api('POST', '/api/template', {
      channel: 'email',
      name: 'Launch',
      subject: 'Hello {{nmae}}',
      bodyHtml: '<p>Hi</p>',
    });
    expect(email.statusCode).toBe(400);
    expect(email.data.message).toMatch(/\{\{nmae\}\}/);
  });

  it.each([
    ['matching', 'ravi', true, null],
    ['missing variable', 'noproject', false, /Project has no value/],
    ['long variable', 'longproject', false, /at most 30/],
  ])('previews with a real lead: %s', async (_name, lead, ok, problem) => {
    const id = await smsTemplate({ name: `Preview ${lead}` });
    const res = await api('POST', '/api/template/preview', { templateId: id, leadId: leadIds[lead] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.dltOk).toBe(ok);
    if (problem) expect(res.data.problems.join(' ')).toMatch(problem);
    else
      expect(res.data.text).toBe(
        'Dear Ravi, thank you for visiting Sunrise Towers. Call 9876543210 for a site visit. -SUNRISE',
      );
  });

  it('counts a Devanagari template as Unicode parts', async () => {
    const res = await api('POST', '/api/template/preview', {
      leadId: leadIds.ravi,
      template: {
        channel: 'sms',
        name: 'Hindi',
        dltTemplateId: '1107160000000099999',
        senderId: 'SUNRSE',
        category: 'transactional',
        registeredText: 'प्रिय {#var#}, {#var#} में आपका स्वागत है।',
        variables: ['firstName', 'project'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ encoding: 'ucs2', segments: 1, dltOk: true });
  });

  it('refuses a single send whose text would fail DLT, with the reason', async () => {
    const id = await smsTemplate({ name: 'Long one' });
    const res = await api('POST', '/api/message/send-one', { leadId: leadIds.longproject, templateId: id });
    expect(res.statusCode).toBe(400);
    expect(res.data.code).toBe('DLT_MISMATCH');
    expect(res.data.message).toMatch(/at most 30/);
  });

  it('refuses a template whose sender id is not registered in the settings', async () => {
    const id = await smsTemplate({ name: 'Other header', senderId: 'OTHERS' });
    const res = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { leadIds: [leadIds.ravi] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toMatch(/OTHERS is not one of the headers/);
  });
});

describe('audiences', () => {
  it('counts exclusions: opted out, DND only for promotional SMS, duplicates, no address', async () => {
    const service = await smsTemplate({ name: 'Service' });
    const promo = await smsTemplate({ name: 'Promo', category: 'promotional' });
    const email = await template({
      channel: 'email',
      name: 'Launch mail',
      subject: 'Hi {{firstName}}',
      bodyHtml: '<p>Hello</p>',
    });
    const filter = { filter: { project: 'Sunrise Towers' } };
    const a = await api('POST', '/api/message/audience', { channel: 'sms', templateId: service, audience: filter });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.data).toMatchObject({
      recipients: 5,
      excluded: { noAddress: 0, optedOut: 1, dnd: 0, duplicate: 0 },
      segmentsPerMessage: 1,
    });
    expect(a.data.costEstimate).toBe(1);
    const p = await api('POST', '/api/message/audience', { channel: 'sms', templateId: promo, audience: filter });
    expect(p.data).toMatchObject({ recipients: 4, excluded: { optedOut: 1, dnd: 1 } });
    const e = await api('POST', '/api/message/audience', { channel: 'email', templateId: email, audience: filter });
    expect(e.data).toMatchObject({
      recipients: 3,
      excluded: { noAddress: 1, optedOut: 1, dnd: 0, duplicate: 1 },
      costEstimate: null,
    });
    const wrong = await api('POST', '/api/message/audience', {
      channel: 'email',
      templateId: service,
      audience: filter,
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('an SMS campaign', () => {
  let campaignId: string;
  it('freezes the recipients, sends each once through the gateway and writes the timeline', async () => {
    const id = await smsTemplate({ name: 'Campaign SMS' });
    const before = gateway.messages.length;
    const res = await api('POST', '/api/template/sendBulkSMS', {
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
      name: 'Tower launch',
    });
    expect(res.statusCode, res.body).toBe(200);
    campaignId = res.data.id;
    expect(res.data).toMatchObject({ channel: 'sms', status: 'scheduled', counts: { total: 5, queued: 5 } });
    await drain();
    const done = await api('GET', `/api/message/getMessage/${campaignId}`);
    expect(done.data).toMatchObject({ status: 'done', counts: { total: 5, sent: 5, failed: 0 } });
    const sent = gateway.messages.slice(before);
    expect(sent).toHaveLength(5);
    expect(new Set(sent.map((m) => m.to)).size).toBe(5);
    expect(sent[0]).toMatchObject({
      entityId: ENTITY,
      templateId: '1107160000000054321',
      sender: 'SUNRSE',
      unicode: false,
    });
    expect(sent.find((m) => m.to === '919810000001')?.text).toBe(
      'Dear Ravi, thank you for visiting Sunrise Towers. Call 9876543210 for a site visit. -SUNRISE',
    );
    const timeline = await t.database.db.select().from(activities).where(eq(activities.leadId, leadIds.ravi!));
    expect(timeline.filter((a) => a.kind === 'sms')).toHaveLength(1);
  });

  it('refuses a delivery report with a wrong secret, and applies one with the right secret', async () => {
    const rows = await recipientsOf(campaignId);
    const ravi = rows.find((r) => r.address === '9810000001')!;
    const dnd = rows.find((r) => r.address === '9810000003')!;
    const wrong = await call(t.app, 'POST', '/api/sms/dlr/generic', {
      headers: { 'x-dlr-secret': 'nope' },
      body: { message_id: ravi.providerMessageId, status: 'DELIVERED' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await call(t.app, 'POST', `/api/sms/dlr/generic?secret=${DLR_SECRET}`, {
      body: [
        { message_id: ravi.providerMessageId, status: 'DELIVERED', delivered_at: NOON.toISOString() },
        { client_ref: dnd.id, status: 'FAILED', code: '23005' },
      ],
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.data.updated).toBe(2);
    const list = await api('GET', `/api/message/${campaignId}/recipients?status=failed`);
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0].reason).toMatch(/DND/);
    const c = await api('GET', `/api/message/getMessage/${campaignId}`);
    expect(c.data.counts).toMatchObject({ delivered: 1, failed: 1, sent: 4 });
    const csv = await api('GET', `/api/message/${campaignId}/failures.csv`);
    expect(csv.body).toMatch(/9810000003,Dee Nd,failed/);
  });

  it('maps a gateway DLT refusal to a readable reason', async () => {
    gateway.refuse('9810000004', '23082', 'TEMPLATE_NOT_FOUND');
    const id = await smsTemplate({ name: 'Refused' });
    const res = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { leadIds: [leadIds.dup1] },
    });
    await drain();
    const [row] = await recipientsOf(res.data.id);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.reason).toMatch(/template id is not registered/);
  });

  it('sends a claimed-but-unconfirmed recipient again with the same reference: the gateway sends it once', async () => {
    const id = await smsTemplate({ name: 'Crash' });
    const res = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { leadIds: [leadIds.ravi] },
    });
    const [row] = await recipientsOf(res.data.id);
    // As if a run had sent it and died before writing the result.
    const first = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer gw-key-123' },
      body: JSON.stringify({ to: '919810000001', message: 'x', client_ref: row!.id }),
    });
    expect(first.status).toBe(200);
    await t.database.db
      .update(campaignRecipients)
      .set({ status: 'sending', claimedAt: new Date(NOON.getTime() - 120_000), attempt: 1 })
      .where(eq(campaignRecipients.id, row!.id));
    const count = gateway.messages.filter((m) => m.clientRef === row!.id).length;
    await drain();
    expect(gateway.messages.filter((m) => m.clientRef === row!.id).length).toBe(count);
    const [after] = await recipientsOf(res.data.id);
    expect(after).toMatchObject({ status: 'sent', attempt: 2 });
  });
});

describe('the promotional window', () => {
  it('holds a promotional SMS outside 09:00–21:00 IST and sends it when the window opens', async () => {
    t.clock.now = new Date('2026-05-04T16:30:00Z'); // 22:00 IST
    try {
      const id = await smsTemplate({ name: 'Night promo', category: 'promotional' });
      const before = gateway.messages.length;
      const res = await api('POST', '/api/message/create', {
        channel: 'sms',
        templateId: id,
        audience: { leadIds: [leadIds.ravi] },
      });
      expect(res.statusCode, res.body).toBe(200);
      await drain();
      const waiting = await api('GET', `/api/message/getMessage/${res.data.id}`);
      expect(waiting.data.status).toBe('waiting_window');
      expect(gateway.messages.length).toBe(before);
      t.clock.now = new Date('2026-05-05T03:29:00Z'); // 08:59 IST: still closed
      await drain();
      expect(gateway.messages.length).toBe(before);
      t.clock.now = new Date('2026-05-05T03:31:00Z'); // 09:01 IST
      await drain();
      const sent = await api('GET', `/api/message/getMessage/${res.data.id}`);
      expect(sent.data).toMatchObject({ status: 'done', counts: { sent: 1 } });
      expect(gateway.messages.length).toBe(before + 1);
    } finally {
      t.clock.now = NOON;
    }
  });
});

describe('pause, resume, cancel, delete', () => {
  it('sends nothing while paused, everything after resume; a cancelled one skips the rest', async () => {
    const id = await smsTemplate({ name: 'Pausable' });
    const before = gateway.messages.length;
    const res = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
    });
    expect((await api('POST', `/api/message/${res.data.id}/pause`)).data.status).toBe('paused');
    expect((await api('DELETE', `/api/message/deleteMessage/${res.data.id}`)).statusCode).toBe(409);
    await drain();
    expect(gateway.messages.length).toBe(before);
    expect((await api('POST', `/api/message/${res.data.id}/resume`)).data.status).toBe('scheduled');
    await drain();
    // Five recipients; the gateway refuses 9810000004 since the DLT-refusal test above.
    expect(gateway.messages.length).toBe(before + 4);
    expect((await api('GET', `/api/message/getMessage/${res.data.id}`)).data).toMatchObject({
      status: 'done',
      counts: { sent: 4, failed: 1 },
    });

    const other = await api('POST', '/api/message/create', {
      channel: 'sms',
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
    });
    const cancelled = await api('POST', `/api/message/${other.data.id}/cancel`);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', counts: { skipped: 5 } });
    await drain();
    expect(gateway.messages.length).toBe(before + 4);
    expect((await api('DELETE', `/api/smsmessage/deleteSmsMessage/${other.data.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/message/getMessage/${other.data.id}`)).statusCode).toBe(404);
    const list = await api('GET', '/api/smsmessage/getBulkSMSMessages');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.items.every((c: { channel: string }) => c.channel === 'sms')).toBe(true);
  });
});

describe('an email campaign and unsubscribing', () => {
  it('sends with List-Unsubscribe headers; the link works once without login and later campaigns leave the lead out', async () => {
    const id = await template({
      channel: 'email',
      name: 'Tower launch mail',
      subject: 'New tower at {{project}}',
      bodyHtml: '<p>Dear {{firstName}},</p><p>Bookings open at {{project}}.</p>',
    });
    const res = await api('POST', '/api/message/create', {
      channel: 'email',
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await drain();
    const mail = await catcher.waitFor((m) => m.to.includes('ravi@example.in'));
    expect(mail.parsed.subject).toBe('New tower at Sunrise Towers');
    expect(mail.parsed.html).toContain('Dear Ravi,');
    const line = (name: string) => mail.parsed.headerLines.find((h) => h.key === name)?.line ?? '';
    const token = /<https:\/\/crm\.sunrise\.example\.in\/api\/unsubscribe\/([0-9a-f-]{36})>/.exec(
      line('list-unsubscribe'),
    )?.[1];
    expect(token, line('list-unsubscribe')).toBeTruthy();
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.parsed.text).toContain(
      `Unsubscribe from these emails: https://crm.sunrise.example.in/api/unsubscribe/${token}`,
    );

    const pageRes = await call(t.app, 'GET', `/api/unsubscribe/${token}`);
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('<form method="post">');
    // What a mail program posts for List-Unsubscribe-Post (RFC 8058): a form, no session.
    const once = await call(t.app, 'POST', `/api/unsubscribe/${token}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(once.statusCode).toBe(200);
    expect(once.body).toMatch(/will not get our emails/);
    const twice = await call(t.app, 'POST', `/api/unsubscribe/${token}`);
    expect(twice.body).toMatch(/already unsubscribed/);
    const unknown = await call(t.app, 'GET', '/api/unsubscribe/00000000-0000-4000-8000-000000000000', {
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Link not recognised');

    const prefs = await api('GET', `/api/lead/${leadIds.ravi}/message-preferences`);
    expect(prefs.data).toMatchObject({ emailOptOut: true, source: 'link' });
    const again = await api('POST', '/api/message/audience', {
      channel: 'email',
      templateId: id,
      audience: { filter: { project: 'Sunrise Towers' } },
    });
    expect(again.data.excluded.optedOut).toBe(2);
    const history = await api('GET', '/api/message/getEmailsByReciever/ravi@example.in');
    // The subject as Ravi got it, not the template's placeholders.
    expect(history.data.items[0]).toMatchObject({ status: 'sent', subject: 'New tower at Sunrise Towers' });
    const all = await api('GET', '/api/message/getAllMessage?status=sent');
    expect(all.data.total).toBeGreaterThanOrEqual(3);
  });

  it('notes a bounce when the mail server refuses the address', async () => {
    const id = await template({ channel: 'email', name: 'Bounce', subject: 'Hi', bodyHtml: '<p>Hi</p>' });
    catcher.rejectNext(550, 'No such user here', 'dnd@example.in');
    const res = await api('POST', '/api/message/create', {
      channel: 'email',
      templateId: id,
      audience: { leadIds: [leadIds.dnd] },
    });
    await drain();
    const [row] = await recipientsOf(res.data.id);
    expect(row).toMatchObject({ status: 'bounced' });
    expect(row!.reason).toMatch(/No such user/);
  });
});

describe('executives', () => {
  it('send a single template message to their own lead only, and cannot send bulk', async () => {
    const id = await smsTemplate({
      name: 'Exec single',
      registeredText: 'Dear {#var#}, -SUNRISE',
      variables: ['firstName'],
    });
    // The phone app finds the template the way the web does.
    const listed = await api('GET', '/api/template/getAllTemplates?channel=sms', undefined, people.executive.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.data.items.map((x: { id: string }) => x.id)).toContain(id);
    const own = await api(
      'POST',
      '/api/message/send-one',
      { leadId: leadIds.exec, templateId: id },
      people.executive.token,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.data.bulk).toBe(false);
    const other = await api(
      'POST',
      '/api/message/send-one',
      { leadId: leadIds.ravi, templateId: id },
      people.executive.token,
    );
    expect(other.statusCode).toBe(404);
    const bulk = await api(
      'POST',
      '/api/message/create',
      { channel: 'sms', templateId: id, audience: { leadIds: [leadIds.exec] } },
      people.executive.token,
    );
    expect(bulk.statusCode).toBe(403);
    await drain();
    expect(gateway.countFor('9810000007')).toBe(1);
  });

  it('warn (409) before a single send to an opted-out lead, and send it when confirmed', async () => {
    const id = await smsTemplate({
      name: 'Optout single',
      registeredText: 'Dear {#var#}, -SUNRISE',
      variables: ['firstName'],
    });
    const warn = await api('POST', '/api/message/send-one', { leadId: leadIds.optout, templateId: id });
    expect(warn.statusCode).toBe(409);
    expect(warn.data.code).toBe('OPTED_OUT');
    const sure = await api('POST', '/api/message/send-one', { leadId: leadIds.optout, templateId: id, confirm: true });
    expect(sure.statusCode, sure.body).toBe(200);
    await drain();
    expect(gateway.countFor('9810000002')).toBe(1);
  });
});

describe('a STOP reply', () => {
  it('opts the lead out of SMS', async () => {
    const res = await call(t.app, 'POST', '/api/sms/dlr/generic', {
      headers: { 'x-dlr-secret': DLR_SECRET },
      body: { type: 'inbound', number: '919810000005', text: 'STOP' },
    });
    expect(res.data.optedOut).toBe(1);
    const prefs = await api('GET', `/api/lead/${leadIds.dup2}/message-preferences`);
    expect(prefs.data).toMatchObject({ smsOptOut: true, source: 'stop' });
  });
});

describe('SMS settings', () => {
  it('never answers the secrets and keeps them when saved empty', async () => {
    const got = await api('GET', '/api/settings/sms');
    expect(got.data.apiKey.set).toBe(true);
    expect(JSON.stringify(got.data)).not.toContain('gw-key-123');
    const put = await api('PUT', '/api/settings/sms', { ...got.data.settings, costPerSegment: 0.25 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.dlrSecret.set).toBe(true);
    const bad = await api('PUT', '/api/settings/sms', { ...got.data.settings, entityId: '123' });
    expect(bad.statusCode).toBe(400);
    const test = await api('POST', '/api/settings/sms/test', { mobile: '9810000001' });
    expect(test.data.ok).toBe(true);
  });
});
