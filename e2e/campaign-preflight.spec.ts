import { expect, test } from '@playwright/test';
import { type FakeSmsGateway, startFakeSmsGateway } from '../src/server/test/fake-sms-gateway';
import { type SmtpCatcher, startSmtpCatcher } from '../src/server/test/smtp-catcher';
import { adminApi } from './fixtures/admin-api';
import { loginAs, readUsers } from './fixtures/login';
import { pointSmsAtGateway } from './fixtures/sms-gateway';
import { pointSmtpAtCatcher } from './fixtures/smtp';

/**
 * The send screens tell before, not after: a channel that is not set up is said at once
 * with the way to fix it, a test goes to the person sending, and the confirmation shows what the
 * first recipients get. The SMS gateway and the SMTP server are the fakes the API tests use.
 */
const stamp = `${Date.now()}`.slice(-6);
const API_KEY = 'e2e-preflight-key';
let gateway: FakeSmsGateway;
let catcher: SmtpCatcher;

test.beforeAll(async () => {
  gateway = await startFakeSmsGateway({ apiKey: API_KEY });
  catcher = await startSmtpCatcher();
});
test.afterAll(async () => {
  await gateway?.close();
  await catcher?.close();
});

test('SMS switched off: said at once with the settings link; a test SMS once it is on', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(request);
  await pointSmsAtGateway(api, gateway, { apiKey: API_KEY, enabled: false });
  const project = `Preflight SMS ${stamp}`;
  await api.post('/api/projects', { name: project, city: 'Pune', state: 'Maharashtra' });
  await api.post('/api/lead/create', {
    name: `Kiran Preflight ${stamp}`,
    mobile: `93${stamp}11`.slice(0, 10),
    project,
  });
  await api.post('/api/template', {
    channel: 'sms',
    name: `Preflight SMS ${stamp}`,
    dltTemplateId: '1107161234567890123',
    senderId: 'SUNRSE',
    category: 'service_implicit',
    registeredText: 'Dear {#var#}, your visit to {#var#} is noted. -SUNRISE',
    variables: ['firstName', 'project'],
  });

  const manager = await browser.newContext();
  const managerPage = await manager.newPage();
  await loginAs(managerPage, 'manager', '/smsEmail');
  const asked = managerPage.getByRole('alert').filter({ hasText: 'SMS cannot be sent yet' });
  await expect(asked).toContainText('SMS is switched off in the SMS settings.');
  await expect(asked).toContainText('Ask an administrator to set up SMS');
  await expect(asked.getByRole('link')).toHaveCount(0);
  await manager.close();

  await loginAs(page, 'admin', '/smsEmail');
  const alert = page.getByRole('alert').filter({ hasText: 'SMS cannot be sent yet' });
  await expect(alert).toContainText('SMS is switched off in the SMS settings.');
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: new RegExp(`Preflight SMS ${stamp}`) }).click();
  await expect(page.getByRole('button', { name: 'Send SMS' })).toBeDisabled();
  await expect(page.getByText('Sending is off until this is fixed: SMS is switched off')).toBeVisible();
  await alert.getByRole('link', { name: 'Open the SMS settings' }).click();
  await expect(page).toHaveURL(/\/sms-settings$/);

  // Switched on (as the administrator would on that page): the alert goes, a test SMS can go.
  await pointSmsAtGateway(api, gateway, { apiKey: API_KEY });
  await page.goto('/smsEmail');
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: new RegExp(`Preflight SMS ${stamp}`) }).click();
  await page.getByRole('combobox', { name: 'Project' }).fill(project);
  await page.getByRole('option', { name: project, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Recipients' }).getByTestId('recipient-count')).toHaveText('1');
  await expect(page.getByText('SMS cannot be sent yet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send SMS' })).toBeEnabled();
  // The administrator's profile has no mobile: the screen asks for one.
  await page.getByRole('textbox', { name: 'Your mobile for the test' }).fill('98100 77777');
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(/The SMS gateway accepted the test for 9810077777/)).toBeVisible();
  expect(gateway.messages.map((m) => [m.to, m.text])).toContainEqual([
    '919810077777',
    `Dear Kiran, your visit to ${project} is noted. -SUNRISE`,
  ]);
});

test('email: a test to me arrives with the first lead’s data, and the confirmation previews each recipient', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(request);
  await pointSmtpAtCatcher(api, catcher);
  const project = `Preflight Mail ${stamp}`;
  await api.post('/api/projects', { name: project, city: 'Pune', state: 'Maharashtra' });
  for (const [i, name] of ['Anita', 'Bharat'].entries()) {
    await api.post('/api/lead/create', {
      name: `${name} Preflight ${stamp}`,
      mobile: `94${stamp}${i}2`.slice(0, 10),
      email: `${name.toLowerCase()}.${stamp}@buyers.example.in`,
      project,
    });
  }
  await api.post('/api/template', {
    channel: 'email',
    name: `Preflight mail ${stamp}`,
    subject: '{{firstName}}, news from {{project}}',
    bodyHtml: '<p>Dear {{name}},</p><p>The show flat is open.</p>',
  });

  await loginAs(page, 'admin', '/CreateEmail');
  await expect(page.getByText('Email cannot be sent yet')).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: `Preflight mail ${stamp}` }).click();
  await page.getByRole('combobox', { name: 'Project' }).fill(project);
  await page.getByRole('option', { name: project, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Recipients' }).getByTestId('recipient-count')).toHaveText('2');

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  const admin = readUsers().admin;
  await expect(page.getByText(`The SMTP server accepted the test email for ${admin.email}.`)).toBeVisible();
  const mail = await catcher.waitFor((m) => m.to.includes(admin.email) && /Anita/.test(m.parsed.subject ?? ''), 15_000);
  expect(mail.parsed.subject).toBe(`[Test] Anita, news from ${project}`);
  expect(mail.parsed.html).toContain(`Dear Anita Preflight ${stamp},`);

  await page.getByRole('button', { name: 'Send email' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send the email' });
  const preview = confirm.getByRole('region', { name: 'Message preview' });
  await expect(preview.getByText(`What Anita Preflight ${stamp} gets`)).toBeVisible();
  await expect(preview.getByText(`Anita, news from ${project}`)).toBeVisible();
  await expect(preview.frameLocator('iframe').getByText(`Dear Anita Preflight ${stamp},`)).toBeVisible();
  await preview.getByRole('button', { name: 'Next recipient' }).click();
  await expect(preview.getByText(`What Bharat Preflight ${stamp} gets`)).toBeVisible();
  await expect(preview.getByText(`Bharat, news from ${project}`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  // Nothing was queued: the test was no campaign.
  await page.goto('/BulkSmsView');
  await expect(page.getByText(`Preflight mail ${stamp}`)).toHaveCount(0);
});
