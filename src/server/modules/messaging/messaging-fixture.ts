import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { campaignRecipients } from '../../db/schema/messaging';
import { type FakeSmsGateway, startFakeSmsGateway } from '../../test/fake-sms-gateway';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

// 2026-05-04 12:00 IST: inside the promotional window.
export const NOON = new Date('2026-05-04T06:30:00Z');
export const DLR_SECRET = 'dlr-secret-9f3a7c21';
export const ENTITY = '1201160000000012345';
export const REG = 'Dear {#var#}, thank you for visiting {#var#}. Call {#var#} for a site visit. -SUNRISE';

/**
 * The mail module's fixture (startCatcher, configureSmtp), handed in by each test file: only a test
 * may use another module's fixture (scripts/check-boundaries.mjs), so this file does not import it.
 */
export interface MailFixture {
  startCatcher(): Promise<SmtpCatcher>;
  configureSmtp(t: TestApp, adminToken: string, catcher: SmtpCatcher): Promise<unknown>;
}

// The campaign tests' company, set by withMessagingWorld before a test file's tests. Live bindings,
// read inside the tests; a worker runs its files one after another and shares this module between
// them (vitest.config.ts), so each file's beforeAll sets them, and every key of leadIds, afresh.
export let t: TestApp;
export let people: TestUsers;
export let gateway: FakeSmsGateway;
export let catcher: SmtpCatcher;
/** The leads by key; see withMessagingWorld. */
export const leadIds: Record<string, string> = {};

/**
 * Builds the company before the file's tests and closes it after them: an app at noon India time,
 * one user per role, the fake SMS gateway in the SMS settings, SMTP pointing at a catcher, and leads
 * — in "Sunrise Towers" a plain one (ravi), one opted out of SMS and email (optout), one on DND
 * (dnd), two sharing an email (dup1, dup2) and one without email (noemail); the executive's own lead
 * in another project (exec); one whose project is too long for a DLT variable (longproject) and one
 * with no project (noproject).
 */
export function withMessagingWorld({ startCatcher, configureSmtp }: MailFixture) {
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
}

export const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
export const drain = () => t.app.appContext.jobs.drain({ timeoutMs: 60_000 });

async function addLead(key: string, body: Record<string, unknown>, token = people.admin.token) {
  // Assigned to the manager (whose mobile fills {{executiveMobile}}) unless said otherwise.
  const res = await api('POST', '/api/lead/create', { assignedTo: people.manager.id, ...body }, token);
  expect(res.statusCode, res.body).toBe(201);
  leadIds[key] = res.data.lead._id;
  return res.data.lead._id as string;
}

export async function template(body: Record<string, unknown>) {
  const res = await api('POST', '/api/template', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.id as string;
}
export const smsTemplate = (over: Record<string, unknown> = {}) =>
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

export const recipientsOf = (campaignId: string) =>
  t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
