import { expect, type Page, test } from '@playwright/test';
import type { FakeTemplate, FakeWhatsAppCloud } from '../src/server/test/fake-whatsapp-cloud';
import { type AdminApi, adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';
import { startWhatsAppCloud, syncWhatsAppTemplates } from './fixtures/whatsapp-cloud';

/**
 * WhatsApp from the lead page and the shared inbox (issue 30), against the fake Cloud API: a
 * template sent from a lead reaches WhatsApp and its statuses come back as ticks; a buyer's reply
 * lands in the inbox unread and on the lead's timeline, and the answer written inside the 24-hour
 * window reaches WhatsApp. India's clock in the browser; no test reads this machine's day.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

const VISIT: FakeTemplate = {
  id: '7101',
  name: 'visit_confirmation',
  language: 'en',
  status: 'APPROVED',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: 'Hello {{1}}, your site visit at {{2}} is confirmed.' }],
};

let fake: FakeWhatsAppCloud;

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  fake = await startWhatsAppCloud(api, { templates: [VISIT] });
  await syncWhatsAppTemplates(api);
  const { items } = await api.get<{ items: { id: string; providerName: string }[] }>('/api/whatsapp/templates');
  const visit = items.find((t) => t.providerName === VISIT.name);
  if (!visit) throw new Error('The synced templates lack visit_confirmation.');
  await api.put(`/api/whatsapp/templates/${visit.id}`, { params: ['firstName', 'project'], headerDocumentId: null });
});

test.afterAll(async () => {
  await fake?.close();
});

/** A lead with a mobile of its own (10 digits from the clock and a counter), about Sahyadri Heights. */
let made = 0;
async function aLead(api: AdminApi, first: string): Promise<{ _id: string; name: string; mobile: string }> {
  made += 1;
  const mobile = `9${`${Date.now()}${made}`.slice(-9)}`;
  const name = `${first} Menon ${mobile.slice(-4)}`;
  const { lead } = await api.post<{ lead: { _id: string } }>('/api/lead/create', {
    name,
    mobile,
    project: 'Sahyadri Heights',
  });
  return { _id: lead._id, name, mobile };
}

test('a template sent from a lead reaches WhatsApp, and delivered then read show as ticks', async ({ page }) => {
  const lead = await aLead(await adminApi(page.request), 'Kavya');
  await loginAs(page, 'admin', `/LeadDetails/${lead._id}`);
  const panel = page.getByLabel('WhatsApp', { exact: true });
  await expect(panel.getByText('The buyer has not written on WhatsApp yet: start with a template')).toBeVisible();

  await panel.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: /visit_confirmation/ }).click();
  await expect(panel.getByLabel('Preview')).toHaveText(
    `Hello Kavya, your site visit at Sahyadri Heights is confirmed.`,
  );
  await panel.getByRole('button', { name: 'Send template' }).click();

  await expect.poll(() => fake.sent.length).toBe(1);
  const sent = fake.sent[0];
  expect(sent?.to).toBe(`91${lead.mobile}`);
  expect(sent?.template).toMatchObject({ name: 'visit_confirmation', params: ['Kavya', 'Sahyadri Heights'] });

  const bubble = panel.getByTestId('wa-message').filter({ hasText: 'your site visit at Sahyadri Heights' });
  await expect(bubble.getByText('Template: visit_confirmation')).toBeVisible();
  await expect(bubble.getByRole('img', { name: 'Sent' })).toBeVisible();
  // The statuses arrive by webhook; the open conversation polls every 10 s.
  expect((await fake.status(sent?.wamid ?? '', 'delivered')).status).toBe(200);
  await expect(bubble.getByRole('img', { name: 'Delivered' })).toBeVisible({ timeout: 25_000 });
  expect((await fake.status(sent?.wamid ?? '', 'read')).status).toBe(200);
  await expect(bubble.getByRole('img', { name: 'Read' })).toBeVisible({ timeout: 25_000 });
});

/** The number on the sidebar's WhatsApp Inbox badge ("2 WhatsApp Inbox"), 0 while it has none. */
async function inboxBadge(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Main menu' }).getByLabel(/^\d+ WhatsApp Inbox$/);
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.getAttribute('aria-label'))?.split(' ')[0]);
}

test('a buyer’s reply shows unread in the inbox and on the timeline, and the answer reaches WhatsApp', async ({
  page,
}) => {
  const lead = await aLead(await adminApi(page.request), 'Rohan');
  const reply = await fake.inbound({ from: lead.mobile, name: 'Rohan', text: 'Is the 3 BHK still available?' });
  expect(reply.status).toBe(200);

  await loginAs(page, 'admin', '/whatsapp');
  const row = page.getByRole('button', { name: `${lead.name}, 1 unread` });
  await expect(row).toBeVisible();
  await expect(row.getByText('Needs reply')).toBeVisible();
  // The sidebar counts the conversations waiting to be read; reading this one takes it off.
  await expect.poll(() => inboxBadge(page)).toBeGreaterThan(0);
  const unreadBefore = await inboxBadge(page);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`[?&]lead=${lead._id}`));

  const conversation = page.getByLabel('Conversation', { exact: true });
  await expect(conversation.getByText('Is the 3 BHK still available?')).toBeVisible();
  await expect(
    conversation.getByText(/^Window open — closes in 2\d h \d+ m \(at \d\d:\d\d( tomorrow)?\)$/),
  ).toBeVisible();
  // Opened is read: the badge goes.
  await expect(page.getByRole('button', { name: lead.name, exact: true })).toBeVisible();
  await expect.poll(() => inboxBadge(page)).toBe(unreadBefore - 1);

  await conversation
    .getByRole('textbox', { name: 'Message' })
    .fill('Yes, two are left on the 9th floor. Shall I call you at 5?');
  await conversation.getByRole('button', { name: 'Send', exact: true }).click();
  await expect
    .poll(() => fake.sent.find((s) => s.to === `91${lead.mobile}` && s.type === 'text')?.text)
    .toBe('Yes, two are left on the 9th floor. Shall I call you at 5?');
  await expect(conversation.getByText('Yes, two are left on the 9th floor. Shall I call you at 5?')).toBeVisible();

  await conversation.getByRole('link', { name: /Open the lead/ }).click();
  await expect(page).toHaveURL(new RegExp(`/LeadDetails/${lead._id}$`));
  await expect(page.getByText('WhatsApp from the buyer: Is the 3 BHK still available?')).toBeVisible();
  await expect(page.getByText(/WhatsApp sent: Yes, two are left on the 9th floor/)).toBeVisible();
});
