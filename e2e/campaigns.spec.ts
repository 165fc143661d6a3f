import { expect, test } from '@playwright/test';
import { type FakeSmsGateway, startFakeSmsGateway } from '../src/server/test/fake-sms-gateway';
import { type SmtpCatcher, startSmtpCatcher } from '../src/server/test/smtp-catcher';
import { adminApi } from './fixtures/admin-api';
import { loginAs, readUsers } from './fixtures/login';
import { serverBase } from './fixtures/servers';
import { pointSmsAtGateway } from './fixtures/sms-gateway';
import { pointSmtpAtCatcher } from './fixtures/smtp';

/**
 * Campaigns end to end in the browser, on both channels. SMS: a DLT template made on Bulk
 * Templates, sent to a filtered list, its progress watched and the delivery reports seen; the
 * gateway is the fake one the API tests use, started here, posting delivery reports back to the e2e
 * server. Email: a template with a brochure from the document library, sent to a filtered list
 * through an SMTP server this spec runs; the mail carries the file and the unsubscribe headers, the
 * link works without signing in, and Email History lists each subject as it was sent.
 */
const stamp = `${Date.now()}`.slice(-6);
const API_KEY = 'e2e-sms-key';
const DLR_SECRET = `e2e-dlr-${stamp}`;
let gateway: FakeSmsGateway;
let catcher: SmtpCatcher;

test.beforeAll(async ({ request }) => {
  gateway = await startFakeSmsGateway({ apiKey: API_KEY });
  gateway.reportTo({ url: `${serverBase()}/api/sms/dlr/generic`, secret: DLR_SECRET, delayMs: 200 });
  const api = await adminApi(request);
  await pointSmsAtGateway(api, gateway, { apiKey: API_KEY, dlrSecret: DLR_SECRET });
});
test.afterAll(async () => {
  await gateway?.close();
  await catcher?.close();
});

test('an SMS template sent to a filtered list: progress, then delivered statuses', async ({ page, request }) => {
  test.setTimeout(90_000);
  const project = `Tower ${stamp}`;
  const api = await adminApi(request);
  await api.post('/api/projects', { name: project, city: 'Pune', state: 'Maharashtra' });
  const names = ['Ravi', 'Meera', 'Karan'].map((n) => `${n} Campaign ${stamp}`);
  for (const [i, name] of names.entries()) {
    await api.post('/api/lead/create', { name, mobile: `98${stamp}${i}0`.slice(0, 10), project });
  }
  // A lead of another project is not in the filter.
  await api.post('/api/lead/create', {
    name: `Other ${stamp}`,
    mobile: `97${stamp}55`.slice(0, 10),
    project: 'Elsewhere',
  });

  await loginAs(page, 'admin', '/BulkSmsTemplate');
  await page.getByRole('button', { name: 'New SMS template' }).first().click();
  const editor = page.getByRole('dialog', { name: 'New SMS template' });
  await editor.getByRole('textbox', { name: 'Template name' }).fill(`Launch ${stamp}`);
  await editor.getByRole('textbox', { name: 'DLT template id' }).fill('1107161234567890123');
  await editor.getByRole('combobox', { name: /Header \(sender id\)/ }).fill('SUNRSE');
  await editor.getByRole('textbox', { name: 'Registered text' }).fill('Dear {#var#}, new towers at {#var#}. -SUNRISE');
  await editor.getByRole('combobox', { name: '{#var#} 1' }).click();
  await page.getByRole('option', { name: "Lead's first name" }).click();
  await editor.getByRole('combobox', { name: '{#var#} 2' }).click();
  await page.getByRole('option', { name: 'Project', exact: true }).click();
  // The live check: the same DLT rules the server applies.
  const check = editor.getByRole('region', { name: 'SMS check' });
  await expect(check.getByText('Matches the DLT text')).toBeVisible();
  await expect(check.getByText('GSM-7')).toBeVisible();
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('table', { name: 'Templates' }).getByText(`Launch ${stamp}`)).toBeVisible();

  await page.goto('/smsEmail');
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: new RegExp(`Launch ${stamp}`) }).click();
  await page.getByRole('combobox', { name: 'Project' }).fill(project);
  await page.getByRole('option', { name: project, exact: true }).click();
  const recipients = page.getByRole('region', { name: 'Recipients' });
  await expect(recipients.getByTestId('recipient-count')).toHaveText('3');
  await page.getByRole('button', { name: 'Send SMS' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send the SMS' });
  await expect(confirm.getByText('3 recipients')).toBeVisible();
  await confirm.getByRole('button', { name: 'Send now' }).click();

  // The campaign's page follows the sending, then the delivery reports.
  await expect(page).toHaveURL(/\/BulkSmsView\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('listitem', { name: 'Delivered: 3' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Recipients' });
  await expect(table.getByRole('cell').getByText('Delivered', { exact: true })).toHaveCount(3);
  for (const name of names) await expect(table.getByRole('link', { name })).toBeVisible();
  expect(gateway.messages.filter((m) => m.text.includes(project))).toHaveLength(3);
  expect(gateway.messages.find((m) => m.text.startsWith('Dear Ravi,'))?.text).toBe(
    `Dear Ravi, new towers at ${project}. -SUNRISE`,
  );

  // Listed on Bulk SMS & Email List with its progress.
  await page.getByRole('link', { name: 'Bulk SMS & Email List' }).first().click();
  await expect(
    page
      .getByRole('table', { name: 'Campaigns' })
      .getByText(/3 delivered/)
      .first(),
  ).toBeVisible();
});

test('an email template with a brochure sent to a filtered list; unsubscribe without signing in', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  catcher = await startSmtpCatcher();
  const api = await adminApi(request);
  await pointSmtpAtCatcher(api, catcher);
  const project = `Mail Tower ${stamp}`;
  await api.post('/api/projects', { name: project, city: 'Pune', state: 'Maharashtra' });
  const buyers = ['Asha', 'Rohan'].map((n, i) => ({
    name: `${n} Mail ${stamp}`,
    email: `${n.toLowerCase()}.${stamp}@buyers.example.in`,
    i,
  }));
  for (const b of buyers) {
    await api.post('/api/lead/create', {
      name: b.name,
      mobile: `96${stamp}${b.i}1`.slice(0, 10),
      email: b.email,
      project,
    });
  }
  const admin = readUsers().admin;
  const login = await request.post('/api/auth/login-email', { data: { email: admin.email, password: admin.password } });
  const uploaded = await request.post('/api/document/upload', {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    multipart: {
      title: `Brochure ${stamp}`,
      category: 'Brochure',
      file: { name: `brochure-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await loginAs(page, 'admin', '/BulkSmsTemplate?channel=email');
  await page.getByRole('button', { name: 'New email template' }).first().click();
  const editor = page.getByRole('dialog', { name: 'New email template' });
  await editor.getByRole('textbox', { name: 'Template name' }).fill(`Brochure mail ${stamp}`);
  await editor.getByRole('textbox', { name: 'Subject' }).fill('{{firstName}}, the brochure for {{project}}');
  await editor
    .getByRole('textbox', { name: 'Body' })
    .fill('<p>Dear {{firstName}},</p><p>The brochure is attached.</p>');
  await editor.getByLabel('Attachments').click();
  await page.getByRole('option', { name: new RegExp(`Brochure ${stamp}`) }).click();
  await page.keyboard.press('Escape');
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor).toBeHidden();

  await page.goto('/CreateEmail');
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: `Brochure mail ${stamp}` }).click();
  await page.getByRole('combobox', { name: 'Project' }).fill(project);
  await page.getByRole('option', { name: project, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Recipients' }).getByTestId('recipient-count')).toHaveText('2');
  await page.getByRole('button', { name: 'Send email' }).click();
  await page.getByRole('dialog', { name: 'Send the email' }).getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('listitem', { name: 'Sent: 2' })).toBeVisible({ timeout: 30_000 });

  const mail = await catcher.waitFor((m) => m.to.includes(buyers[0]!.email), 15_000);
  expect(mail.parsed.subject).toBe(`Asha, the brochure for ${project}`);
  expect(mail.parsed.attachments.map((a) => a.filename)).toEqual([`brochure-${stamp}.pdf`]);
  const header = mail.parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
  const link = /<(http[^>]+\/api\/unsubscribe\/[0-9a-f-]{36})>/.exec(header)?.[1];
  expect(link, header).toBeTruthy();
  expect(mail.parsed.text).toContain(link!);

  // The buyer's browser: no session, one button.
  const stranger = await browser.newContext();
  const buyerPage = await stranger.newPage();
  await buyerPage.goto(link!);
  await buyerPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(buyerPage.getByText(/will not get our emails any more/)).toBeVisible();
  await stranger.close();

  await page.goto(`/EmailHistory?search=${stamp}`);
  const history = page.getByRole('table', { name: 'Emails' });
  await expect(history.getByText(`Rohan, the brochure for ${project}`)).toBeVisible();
});
