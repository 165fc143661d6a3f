import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { type FakeSmsGateway, startFakeSmsGateway } from '../src/server/test/fake-sms-gateway';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

/**
 * An SMS campaign end to end in the browser (issue 15): a DLT template made on Bulk Templates, sent
 * to a filtered list, its progress watched and the delivery reports seen. The gateway is the fake
 * one the API tests use, started here; it posts delivery reports back to the e2e server.
 */
const stamp = `${Date.now()}`.slice(-6);
const API_KEY = 'e2e-sms-key';
const DLR_SECRET = `e2e-dlr-${stamp}`;
let gateway: FakeSmsGateway;

test.beforeAll(async ({ request }) => {
  gateway = await startFakeSmsGateway({ apiKey: API_KEY });
  gateway.reportTo({ url: `http://127.0.0.1:${E2E_PORT}/api/sms/dlr/generic`, secret: DLR_SECRET, delayMs: 200 });
  const api = await adminApi(request);
  await api.put('/api/settings/sms', {
    enabled: true,
    gatewayUrl: gateway.url,
    entityId: '1201161234567890123',
    senderIds: ['SUNRSE'],
    format: 'json',
    costPerSegment: 0.25,
    ratePerSecond: 50,
    apiKey: API_KEY,
    dlrSecret: DLR_SECRET,
  });
});
test.afterAll(async () => {
  await gateway?.close();
});

test('an SMS template sent to a filtered list: progress, then delivered statuses', async ({ page, request }) => {
  test.setTimeout(90_000);
  const project = `Tower ${stamp}`;
  const api = await adminApi(request);
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

  await loginAs(page, 'admin');
  await page.goto('/BulkSmsTemplate');
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
  await page.getByRole('textbox', { name: 'Project' }).fill(project);
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
