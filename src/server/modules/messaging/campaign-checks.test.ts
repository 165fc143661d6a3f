import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_VARIABLE_LABELS } from '../../../domain/messaging/variables';
import { multipartBody, samples } from '../../test/multipart';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { apiOf, buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { configureSmtp, startCatcher } from '../mail/mail-fixture';

/**
 * What the browser walk of the campaigns found (decision 118): a library document attached to a template reaches the
 * mail, EmailHistory shows the subject each person got (not the template's `{{placeholders}}`), a
 * single send to a lead without an address says so about that lead, an email preview names the
 * variables a lead has no value for, and a schedule time already past is refused, not sent at once.
 */
let t: TestApp;
let people: TestUsers;
let catcher: SmtpCatcher;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const drain = () => t.app.appContext.jobs.drain({ timeoutMs: 60_000 });

async function addLead(body: Record<string, unknown>) {
  const res = await api('POST', '/api/lead/create', { assignedTo: people.manager.id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead._id as string;
}

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://crm.sunrise.example.in' });
  // 2026-05-04 12:00 IST.
  t.clock.now = new Date('2026-05-04T06:30:00Z');
  people = await seedUsers(t);
  catcher = await startCatcher();
  await configureSmtp(t, people.admin.token, catcher);
}, 60_000);
afterAll(async () => {
  await t.close();
  await catcher.close();
});

describe('an email template with a brochure from the document library', () => {
  it('attaches the file to each mail, and EmailHistory lists the subject as sent', async () => {
    const body = multipartBody({ title: 'Sunrise Towers brochure', category: 'Brochure' }, [
      { field: 'file', filename: 'sunrise-brochure.pdf', content: samples.pdf },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: { ...body.headers, authorization: `Bearer ${people.admin.token}` },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const tpl = await api('POST', '/api/template', {
      channel: 'email',
      name: 'Brochure',
      subject: '{{firstName}}, the brochure for {{project}}',
      bodyHtml: '<p>Dear {{firstName}}, the brochure is attached.</p>',
      attachmentDocumentIds: [uploaded.json().document._id],
    });
    expect(tpl.statusCode, tpl.body).toBe(200);
    const leadId = await addLead({
      name: 'Kavya Rao',
      mobile: '9820000001',
      email: 'Kavya.Rao@example.in',
      project: 'Sunrise Towers',
    });

    const sent = await api('POST', '/api/message/send-one', { leadId, templateId: tpl.data.id });
    expect(sent.statusCode, sent.body).toBe(200);
    await drain();
    const mail = await catcher.waitFor((m) => m.to.includes('kavya.rao@example.in'));
    expect(mail.parsed.subject).toBe('Kavya, the brochure for Sunrise Towers');
    expect(mail.parsed.attachments.map((a) => a.filename)).toEqual(['sunrise-brochure.pdf']);
    expect(mail.parsed.attachments[0]!.content.equals(samples.pdf)).toBe(true);

    const mine = await api('GET', '/api/message/getEmailsByReciever/kavya.rao@example.in');
    expect(mine.data.items).toHaveLength(1);
    expect(mine.data.items[0]).toMatchObject({ status: 'sent', subject: 'Kavya, the brochure for Sunrise Towers' });
    const all = await api('GET', '/api/message/getAllMessage?q=Kavya');
    expect(all.data.items[0].subject).toBe('Kavya, the brochure for Sunrise Towers');
    // EmailHistory's search box says "email, name or subject": the subject as sent is searched too.
    const bySubject = await api('GET', '/api/message/getAllMessage?q=brochure%20for%20Sunrise');
    expect(bySubject.data.items.map((r: { address: string }) => r.address)).toEqual(['kavya.rao@example.in']);
  });
});

describe('a single send to a lead without an address', () => {
  it('names the lead and what is missing, and queues nothing', async () => {
    const tpl = await api('POST', '/api/template', {
      channel: 'email',
      name: 'Hello',
      subject: 'Hello {{firstName}}',
      bodyHtml: '<p>Hello</p>',
    });
    const leadId = await addLead({ name: 'Nomail Patil', mobile: '9820000002' });
    const res = await api('POST', '/api/message/send-one', { leadId, templateId: tpl.data.id });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({
      code: 'NO_ADDRESS',
      message: 'Nomail Patil has no email address: add one on the lead first.',
    });
    const campaigns = await api('GET', '/api/message/getBulkMessages?channel=email');
    expect(campaigns.data.items.some((c: { name: string }) => c.name.includes('Nomail Patil'))).toBe(false);
  });
});

describe('an email preview for a real lead', () => {
  it('names the variables this lead has no value for', async () => {
    const leadId = await addLead({ name: 'Gap Shah', mobile: '9820000003', email: 'gap@example.in' });
    const res = await api('POST', '/api/template/preview', {
      leadId,
      template: {
        channel: 'email',
        name: 'Visit',
        subject: 'Your visit, {{firstName}}',
        bodyHtml: '<p>Your visit to {{project}} is on {{siteVisitDate}}.</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.subject).toBe('Your visit, Gap');
    expect(res.data.empty).toEqual([TEMPLATE_VARIABLE_LABELS.project, TEMPLATE_VARIABLE_LABELS.siteVisitDate]);
  });
});

describe('scheduling in India time', () => {
  it('refuses a time already past, allows a few minutes of grace, and holds a later one', async () => {
    const tpl = await api('POST', '/api/template', {
      channel: 'email',
      name: 'Scheduled',
      subject: 'Hello {{firstName}}',
      bodyHtml: '<p>Hello</p>',
    });
    const leadId = await addLead({ name: 'Sched Uled', mobile: '9820000004', email: 'sched@example.in' });
    const create = (scheduleAt: string) =>
      api('POST', '/api/message/create', {
        channel: 'email',
        templateId: tpl.data.id,
        audience: { leadIds: [leadId] },
        scheduleAt,
      });
    // The clock is 12:00 IST on 04/05/2026.
    const past = await create('2026-05-04T09:00');
    expect(past.statusCode).toBe(400);
    expect(past.data).toMatchObject({ code: 'SCHEDULE_PASSED', fields: { scheduleAt: 'That time has passed.' } });
    expect(past.data.message).toContain('04/05/2026');
    const justNow = await create('2026-05-04T11:58');
    expect(justNow.statusCode, justNow.body).toBe(200);
    const later = await create('2026-05-05T10:30');
    expect(later.statusCode, later.body).toBe(200);
    expect(later.data).toMatchObject({ status: 'scheduled', scheduleAt: '2026-05-05T05:00:00.000Z' });
    await drain();
    const held = await api('GET', `/api/message/getMessage/${later.data.id}`);
    expect(held.data.status).toBe('scheduled');
  });
});

describe('template names', () => {
  it('are unique per channel, whatever the case, so pickers never show two alike', async () => {
    const body = { channel: 'email', name: 'Possession letter', subject: 'Hi', bodyHtml: '<p>Hi</p>' };
    const first = await api('POST', '/api/template', body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await api('POST', '/api/template', { ...body, name: 'possession LETTER' });
    expect(again.statusCode).toBe(409);
    expect(again.data).toMatchObject({
      code: 'DUPLICATE_TEMPLATE',
      fields: { name: expect.stringContaining('already') },
    });
    // Saving a template under its own name is not a clash; an SMS may share an email's name.
    const same = await call(t.app, 'PUT', `/api/template/${first.data.id}`, {
      token: people.admin.token,
      body: { ...body, subject: 'Hello' },
    });
    expect(same.statusCode, same.body).toBe(200);
    const sms = await api('POST', '/api/template', {
      channel: 'sms',
      name: 'Possession letter',
      dltTemplateId: '1107160000000054321',
      senderId: 'SUNRSE',
      category: 'transactional',
      registeredText: 'Dear {#var#}, -SUNRISE',
      variables: ['firstName'],
    });
    expect(sms.statusCode, sms.body).toBe(200);
  });
});
