import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTemplate, type FakeWhatsAppCloud, startFakeWhatsAppCloud } from '../../test/fake-whatsapp-cloud';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

/**
 * WhatsApp settings and templates through the API against the fake Cloud API (decision 214):
 * secrets never answered and kept when blank, the Test in plain words, a sync that keeps our
 * mapping, the mapping's checks and the preview for a lead.
 */

const TOKEN = 'EAAG-token-1';
const launch: FakeTemplate = {
  name: 'project_launch',
  language: 'en',
  status: 'APPROVED',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: 'Hello {{1}}, {{2}} is now open for booking.' }],
};
const brochure: FakeTemplate = {
  name: 'brochure',
  language: 'en',
  status: 'APPROVED',
  category: 'UTILITY',
  components: [
    { type: 'HEADER', format: 'DOCUMENT' },
    { type: 'BODY', text: 'Here is the brochure, {{1}}.' },
  ],
};
const reminder: FakeTemplate = {
  name: 'visit_reminder',
  language: 'en',
  status: 'PENDING',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: 'See you at the site.' }],
};

let t: TestApp;
let people: TestUsers;
let fake: FakeWhatsAppCloud;
let leadId: string;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

const settingsBody = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  provider: 'cloud',
  phoneNumberId: fake.phoneNumberId,
  businessAccountId: fake.businessAccountId,
  apiBaseUrl: fake.url,
  apiVersion: 'v21.0',
  tierSource: 'provider',
  tier: '250',
  ratePerSecond: 80,
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://crm.sahyadri.example.in' });
  people = await seedUsers(t);
  fake = await startFakeWhatsAppCloud({ accessToken: TOKEN, appSecret: 'app-secret', templates: [launch, brochure] });
  const lead = await api('POST', '/api/lead/create', {
    name: 'Asha Patil',
    mobile: '9810000001',
    project: 'Sahyadri Heights',
    assignedTo: people.manager.id,
  });
  expect(lead.statusCode, lead.body).toBe(201);
  leadId = lead.data.lead._id;
});
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

describe('WhatsApp settings', () => {
  it('starts empty with the webhook address and a verify token made once', async () => {
    const first = await api('GET', '/api/settings/whatsapp');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toMatchObject({
      settings: null,
      accessToken: { set: false },
      appSecret: { set: false },
      webhookUrl: 'https://crm.sahyadri.example.in/api/whatsapp/webhook',
      number: null,
    });
    expect(first.data.verifyToken).toMatch(/^[\w-]{20,}$/);
    expect((await api('GET', '/api/settings/whatsapp')).data.verifyToken).toBe(first.data.verifyToken);
  });

  it('refuses bad settings with a sentence and changes nothing', async () => {
    const missing = await api('PUT', '/api/settings/whatsapp', { settings: settingsBody({ phoneNumberId: '' }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Phone number id is required for the Cloud API.');
    const gupshup = await api('PUT', '/api/settings/whatsapp', { settings: settingsBody({ provider: 'gupshup' }) });
    expect(gupshup.statusCode).toBe(400);
    expect(gupshup.body).toContain('Gupshup app name is required.');
    const version = await api('PUT', '/api/settings/whatsapp', { settings: settingsBody({ apiVersion: '21' }) });
    expect(version.statusCode).toBe(400);
    expect((await api('GET', '/api/settings/whatsapp')).data.settings).toBeNull();
  });

  it('keeps secrets when saved blank, never answers them, and a GET saved back is a valid PUT', async () => {
    const saved = await api('PUT', '/api/settings/whatsapp', {
      settings: settingsBody(),
      accessToken: TOKEN,
      appSecret: 'app-secret',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data.accessToken.set).toBe(true);
    expect(saved.data.appSecret.set).toBe(true);
    expect(saved.body).not.toContain(TOKEN);
    const got = await api('GET', '/api/settings/whatsapp');
    const same = await api('PUT', '/api/settings/whatsapp', got.data);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.data.accessToken.set).toBe(true);
    const again = await api('PUT', '/api/settings/whatsapp', { ...got.data, accessToken: '', appSecret: null });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.accessToken.set).toBe(true);
    expect(again.data.settings).toEqual(got.data.settings);
  });

  it('Test: connected in plain words, the tier taken from the provider', async () => {
    const res = await api('POST', '/api/settings/whatsapp/test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      ok: true,
      message: 'Connected: +91 98765 43210 (Sahyadri Homes). Quality: High. Limit: 2,000 new people a day.',
      displayPhoneNumber: '+91 98765 43210',
      verifiedName: 'Sahyadri Homes',
      qualityRating: 'GREEN',
      tier: '2000',
    });
    const got = await api('GET', '/api/settings/whatsapp');
    expect(got.data.settings.tier).toBe('2000');
    expect(got.data.number).toMatchObject({ verifiedName: 'Sahyadri Homes', tier: '2000' });
  });

  it('Test: a wrong token and an unreachable API are refusals in words, not errors', async () => {
    const good = (await api('GET', '/api/settings/whatsapp')).data.settings;
    await api('PUT', '/api/settings/whatsapp', { settings: good, accessToken: 'wrong' });
    const wrong = await api('POST', '/api/settings/whatsapp/test');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.data.ok).toBe(false);
    expect(wrong.data.message).toMatch(/^Meta refused the access token/);
    await api('PUT', '/api/settings/whatsapp', {
      settings: { ...good, apiBaseUrl: 'http://127.0.0.1:1' },
      accessToken: TOKEN,
    });
    const down = await api('POST', '/api/settings/whatsapp/test');
    expect(down.data).toMatchObject({ ok: false, message: expect.stringMatching(/could not be reached/) });
    await api('PUT', '/api/settings/whatsapp', { settings: good });
  });

  it('is for administrators only', async () => {
    expect((await api('GET', '/api/settings/whatsapp', undefined, people.manager.token)).statusCode).toBe(403);
  });
});

describe('WhatsApp templates', () => {
  it('syncs, keeps our mapping across syncs, notes a category change and removes what is gone', async () => {
    const first = await api('POST', '/api/whatsapp/templates/sync');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toMatchObject({ added: 2, updated: 0, removed: 0, recategorised: [] });
    const list = await api('GET', '/api/whatsapp/templates', undefined, people.executive.token);
    expect(list.data.items.map((x: { name: string }) => x.name)).toEqual(['brochure', 'project_launch']);
    const launchRow = list.data.items.find((x: { name: string }) => x.name === 'project_launch');
    expect(launchRow).toMatchObject({
      category: 'utility',
      previousCategory: null,
      params: [null, null],
      status: 'approved',
    });

    const mapped = await api('PUT', `/api/whatsapp/templates/${launchRow.id}`, {
      ...launchRow,
      params: ['firstName', 'project'],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.data.params).toEqual(['firstName', 'project']);

    fake.setTemplates([{ ...launch, category: 'MARKETING' }, reminder]);
    const second = await api('POST', '/api/whatsapp/templates/sync');
    expect(second.data).toMatchObject({ added: 1, updated: 1, removed: 1, recategorised: ['project_launch'] });
    expect(second.data.message).toContain('Meta changed the category of project_launch.');
    const after = await api('GET', `/api/whatsapp/templates`);
    const launchAfter = after.data.items.find((x: { name: string }) => x.name === 'project_launch');
    expect(launchAfter).toMatchObject({
      id: launchRow.id,
      category: 'marketing',
      previousCategory: 'utility',
      params: ['firstName', 'project'],
    });
    expect(after.data.items.map((x: { name: string }) => x.name)).toEqual(['project_launch', 'visit_reminder']);
    expect(after.data.syncedAt).toEqual(expect.any(String));
  });

  it('refuses a mapping beyond the placeholders or with an unknown variable', async () => {
    const { items } = (await api('GET', '/api/whatsapp/templates')).data;
    const launchRow = items.find((x: { name: string }) => x.name === 'project_launch');
    const tooMany = await api('PUT', `/api/whatsapp/templates/${launchRow.id}`, {
      params: ['name', 'project', 'city'],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.data.message).toContain('choose at most 2 variables');
    const unknown = await api('PUT', `/api/whatsapp/templates/${launchRow.id}`, { params: ['shoeSize'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Choose each variable from the list.');
    const header = await api('PUT', `/api/whatsapp/templates/${launchRow.id}`, {
      params: ['name'],
      headerDocumentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(header.statusCode).toBe(400);
    expect(header.data.message).toContain('no image or document header');
    const missing = await api('PUT', '/api/whatsapp/templates/00000000-0000-4000-8000-000000000000', { params: [] });
    expect(missing.statusCode).toBe(404);
    const byExec = await api('PUT', `/api/whatsapp/templates/${launchRow.id}`, { params: [] }, people.executive.token);
    expect(byExec.statusCode).toBe(403);
    expect(
      (await api('GET', '/api/whatsapp/templates')).data.items.find((x: { id: string }) => x.id === launchRow.id)
        .params,
    ).toEqual(['firstName', 'project']);
  });

  it('previews a template filled for a lead, and says what is missing', async () => {
    const { items } = (await api('GET', '/api/whatsapp/templates')).data;
    const launchRow = items.find((x: { name: string }) => x.name === 'project_launch');
    const res = await api('POST', `/api/whatsapp/templates/${launchRow.id}/preview`, { leadId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      text: 'Hello Asha, Sahyadri Heights is now open for booking.',
      params: ['Asha', 'Sahyadri Heights'],
      unmapped: [],
      empty: [],
      category: 'marketing',
    });
    await api('PUT', `/api/whatsapp/templates/${launchRow.id}`, { params: ['firstName'] });
    const half = await api('POST', `/api/whatsapp/templates/${launchRow.id}/preview`, { leadId });
    expect(half.data.unmapped).toEqual(['{{2}}']);
    // Not the executive's lead: as on the lead page, it does not exist for them.
    const notTheirs = await api(
      'POST',
      `/api/whatsapp/templates/${launchRow.id}/preview`,
      { leadId },
      people.executive.token,
    );
    expect(notTheirs.statusCode).toBe(404);
  });

  it('keeps WhatsApp rows out of the email and SMS template routes', async () => {
    const { items } = (await api('GET', '/api/whatsapp/templates')).data;
    const all = await api('GET', '/api/template/getAllTemplates');
    expect(all.statusCode).toBe(200);
    expect(all.data.items.some((x: { channel: string }) => x.channel === 'whatsapp')).toBe(false);
    const one = await api('GET', `/api/template/${items[0].id}`);
    expect(one.statusCode).toBe(404);
    expect(one.data.message).toContain('WhatsApp template');
    expect((await api('DELETE', `/api/template/${items[0].id}`)).statusCode).toBe(404);
    expect((await api('GET', '/api/whatsapp/templates')).data.items).toHaveLength(items.length);
  });
});
