import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRecipients, campaigns } from '../../db/schema/messaging';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';
import {
  api,
  catcher,
  ENTITY,
  gateway,
  leadIds,
  NOON,
  people,
  smsTemplate,
  t,
  template,
  withMessagingWorld,
} from './messaging-fixture';

/**
 * What the send screens ask before a campaign is queued (decision 158): is the channel set up, what
 * would the first recipients get, and a test of the message to the person sending it. The company
 * is messaging-fixture's; "Sunrise Towers" by name: Dee Nd, Dup One, Dup Two, No Mail, Opt Out
 * (opted out), Ravi Kumar.
 */
withMessagingWorld({ startCatcher, configureSmtp });

const sunrise = { filter: { project: 'Sunrise Towers' } };
const smsSettings = (over: Record<string, unknown>) => ({
  enabled: true,
  gatewayUrl: gateway.url,
  entityId: ENTITY,
  senderIds: ['SUNRSE'],
  format: 'json',
  costPerSegment: 0.2,
  ratePerSecond: 1000,
  ...over,
});
const campaignRows = async () => ({
  campaigns: (await t.database.db.select({ n: count() }).from(campaigns))[0]!.n,
  recipients: (await t.database.db.select({ n: count() }).from(campaignRecipients))[0]!.n,
});
const mailTemplate = (name: string) =>
  template({
    channel: 'email',
    name,
    subject: 'Dear {{firstName}}, visit {{project}}',
    bodyHtml: '<p>Hello {{name}},</p><p>Bookings are open.</p>',
  });

describe('channel readiness', () => {
  it('says both channels can send, with the registered sender ids, to a manager too', async () => {
    const res = await api('GET', '/api/message/readiness', undefined, people.manager.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      email: { ready: true, problem: null },
      sms: { ready: true, problem: null, senderIds: ['SUNRSE'] },
      whatsapp: { ready: false, problem: 'WhatsApp is not set up: the WhatsApp settings have not been saved.' },
    });
  });

  it('says why SMS cannot send, and a campaign is refused with the same sentence', async () => {
    const id = await smsTemplate({ name: 'Readiness SMS' });
    try {
      for (const [over, problem] of [
        [{ enabled: false }, 'SMS is switched off in the SMS settings.'],
        [{ senderIds: [] }, 'SMS is not set up: no sender id (header) is registered in the SMS settings.'],
      ] as const) {
        expect((await api('PUT', '/api/settings/sms', smsSettings(over))).statusCode).toBe(200);
        const res = await api('GET', '/api/message/readiness');
        expect(res.data.sms).toMatchObject({ ready: false, problem });
        expect(res.data.email.ready).toBe(true);
        const refused = await api('POST', '/api/message/create', { channel: 'sms', templateId: id, audience: sunrise });
        expect(refused.statusCode).toBe(400);
        expect(refused.data).toMatchObject({
          code: 'SMS_NOT_SET',
          message: `${problem} Ask an administrator to set it up.`,
        });
      }
    } finally {
      expect((await api('PUT', '/api/settings/sms', smsSettings({}))).statusCode).toBe(200);
    }
  });
});

describe('the first recipients’ messages', () => {
  it('renders the first five recipients by name, as the sender would, without queuing anything', async () => {
    const id = await smsTemplate({ name: 'Preview SMS' });
    const before = await campaignRows();
    const res = await api('POST', '/api/message/audience/preview', {
      channel: 'sms',
      templateId: id,
      audience: sunrise,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.items.map((i: { lead: { name: string } }) => i.lead.name)).toEqual([
      'Dee Nd',
      'Dup One',
      'Dup Two',
      'No Mail',
      'Ravi Kumar',
    ]);
    expect(res.data.items[0]).toMatchObject({
      lead: { _id: leadIds.dnd, address: '9810000003' },
      preview: {
        channel: 'sms',
        text: 'Dear Dee, thank you for visiting Sunrise Towers. Call 9876543210 for a site visit. -SUNRISE',
        dltOk: true,
        segments: 1,
      },
    });
    expect(await campaignRows()).toEqual(before);
  });

  it('leaves out who would not get an email: opted out, no address, the second of a shared address', async () => {
    const id = await mailTemplate('Preview mail');
    const res = await api('POST', '/api/message/audience/preview', {
      channel: 'email',
      templateId: id,
      audience: sunrise,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.items.map((i: { lead: { name: string } }) => i.lead.name)).toEqual([
      'Dee Nd',
      'Dup One',
      'Ravi Kumar',
    ]);
    expect(res.data.items[2].preview).toMatchObject({ channel: 'email', subject: 'Dear Ravi, visit Sunrise Towers' });
    expect(res.data.items[2].preview.html).toContain('Hello Ravi Kumar,');
  });

  it('answers a clear 400 when nobody would get it', async () => {
    const id = await mailTemplate('Preview nobody');
    const res = await api('POST', '/api/message/audience/preview', {
      channel: 'email',
      templateId: id,
      audience: { leadIds: [leadIds.noemail, leadIds.optout] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({
      code: 'NO_RECIPIENTS',
      message: 'Nobody would get this message: change the recipients.',
    });
  });
});

describe('a test to me', () => {
  it('emails the first recipient’s message to the signed-in member; no campaign, no recipient', async () => {
    const id = await mailTemplate('Test mail');
    const before = await campaignRows();
    const res = await api('POST', '/api/message/test-to-me', { channel: 'email', templateId: id, audience: sunrise });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      ok: true,
      message: 'The SMTP server accepted the test email for admin@example.in.',
      to: 'admin@example.in',
      leadName: 'Dee Nd',
    });
    const mail = await catcher.waitFor((m) => m.to.includes('admin@example.in') && /Dee/.test(m.parsed.subject ?? ''));
    expect(mail.parsed.subject).toBe('[Test] Dear Dee, visit Sunrise Towers');
    expect(mail.parsed.html).toContain('Hello Dee Nd,');
    expect(await campaignRows()).toEqual(before);

    // Another recipient on request; one who would not get it is refused.
    const ravi = await api('POST', '/api/message/test-to-me', {
      channel: 'email',
      templateId: id,
      audience: sunrise,
      leadId: leadIds.ravi,
    });
    expect(ravi.data).toMatchObject({ ok: true, leadName: 'Ravi Kumar' });
    const optedOut = await api('POST', '/api/message/test-to-me', {
      channel: 'email',
      templateId: id,
      audience: sunrise,
      leadId: leadIds.optout,
    });
    expect(optedOut.statusCode).toBe(400);
    expect(optedOut.data.message).toBe('That lead is not one of the recipients of this message.');
  });

  it('gives the SMTP server’s refusal back as it came', async () => {
    const id = await mailTemplate('Test mail refused');
    catcher.rejectNext(550, 'Mailbox unavailable for tests', 'admin@example.in');
    const res = await api('POST', '/api/message/test-to-me', { channel: 'email', templateId: id, audience: sunrise });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.ok).toBe(false);
    expect(res.data.message).toMatch(/Mailbox unavailable for tests/);
  });

  it('sends an SMS to the member’s mobile, or asks for one, through the gateway with the DLT fields', async () => {
    const id = await smsTemplate({ name: 'Test SMS' });
    const before = await campaignRows();
    // The administrator's profile has no mobile.
    const asks = await api('POST', '/api/message/test-to-me', { channel: 'sms', templateId: id, audience: sunrise });
    expect(asks.statusCode).toBe(400);
    expect(asks.data).toMatchObject({ code: 'MOBILE_NEEDED', fields: { mobile: expect.any(String) } });
    const bad = await api('POST', '/api/message/test-to-me', {
      channel: 'sms',
      templateId: id,
      audience: sunrise,
      mobile: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.mobile).toMatch(/10 digits/);

    const sent = gateway.messages.length;
    const given = await api('POST', '/api/message/test-to-me', {
      channel: 'sms',
      templateId: id,
      audience: sunrise,
      mobile: '+91 98100 99999',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.data).toMatchObject({ ok: true, to: '9810099999', leadName: 'Dee Nd' });
    expect(given.data.message).toMatch(/^The SMS gateway accepted the test for 9810099999 \(id .+\)\.$/);
    // The manager's profile has a mobile.
    const own = await api(
      'POST',
      '/api/message/test-to-me',
      { channel: 'sms', templateId: id, audience: sunrise },
      people.manager.token,
    );
    expect(own.data).toMatchObject({ ok: true, to: '9876543210' });
    const out = gateway.messages.slice(sent);
    expect(out.map((m) => m.to)).toEqual(['919810099999', '919876543210']);
    expect(out[0]).toMatchObject({
      text: 'Dear Dee, thank you for visiting Sunrise Towers. Call 9876543210 for a site visit. -SUNRISE',
      sender: 'SUNRSE',
      templateId: '1107160000000054321',
      entityId: ENTITY,
    });
    expect(out[0]!.clientRef).toMatch(/^test-/);
    expect(await campaignRows()).toEqual(before);
  });

  it('keeps the campaign’s rules: the gateway’s refusal, DLT, the promotional window, sender ids', async () => {
    const id = await smsTemplate({ name: 'Test SMS rules' });
    gateway.refuse('9810099998', '23082', 'TEMPLATE_NOT_FOUND');
    const refused = await api('POST', '/api/message/test-to-me', {
      channel: 'sms',
      templateId: id,
      audience: sunrise,
      mobile: '9810099998',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.data.ok).toBe(false);
    expect(refused.data.message.length).toBeGreaterThan(10);

    // Its project is too long for a DLT variable: the message would be dropped, so no test either.
    const long = await api('POST', '/api/message/test-to-me', {
      channel: 'sms',
      templateId: id,
      audience: { leadIds: [leadIds.longproject] },
      mobile: '9810099999',
    });
    expect(long.statusCode).toBe(400);
    expect(long.data.code).toBe('DLT_MISMATCH');

    const promo = await smsTemplate({ name: 'Test SMS promo', category: 'promotional' });
    t.clock.now = new Date('2026-05-04T16:30:00Z'); // 22:00 IST
    try {
      const night = await api('POST', '/api/message/test-to-me', {
        channel: 'sms',
        templateId: promo,
        audience: sunrise,
        mobile: '9810099999',
      });
      expect(night.statusCode).toBe(400);
      expect(night.data).toMatchObject({ code: 'OUTSIDE_WINDOW' });
      expect(night.data.message).toMatch(/between 09:00 and 21:00 India time/);
    } finally {
      t.clock.now = NOON;
    }

    const other = await smsTemplate({ name: 'Test SMS other header', senderId: 'OTHERS' });
    const header = await api('POST', '/api/message/test-to-me', {
      channel: 'sms',
      templateId: other,
      audience: sunrise,
      mobile: '9810099999',
    });
    expect(header.statusCode).toBe(400);
    expect(header.data.code).toBe('DLT_MISMATCH');
  });
});

describe('on a fresh install', () => {
  let fresh: TestApp;
  let users: TestUsers;
  const freshApi = apiOf(() => ({ app: fresh.app, token: users.admin.token }));
  beforeAll(async () => {
    fresh = await buildTestApp();
    users = await seedUsers(fresh);
  }, 60_000);
  afterAll(() => fresh.close());

  it('neither channel is set up; a test to me is refused with the reason, not sent', async () => {
    const res = await freshApi('GET', '/api/message/readiness');
    expect(res.data).toEqual({
      email: { ready: false, problem: 'Email is not set up: the SMTP settings have not been saved.' },
      sms: { ready: false, problem: 'SMS is not set up: the SMS gateway settings have not been saved.', senderIds: [] },
      whatsapp: { ready: false, problem: 'WhatsApp is not set up: the WhatsApp settings have not been saved.' },
    });
    const created = await freshApi('POST', '/api/template', {
      channel: 'email',
      name: 'Fresh',
      subject: 'Hi',
      bodyHtml: '<p>Hi</p>',
    });
    const test = await freshApi('POST', '/api/message/test-to-me', {
      channel: 'email',
      templateId: created.data.id,
      audience: { filter: {} },
    });
    expect(test.statusCode).toBe(400);
    expect(test.data).toMatchObject({
      code: 'SMTP_NOT_SET',
      message: 'Email is not set up: the SMTP settings have not been saved. Ask an administrator to set it up.',
    });
  });
});
