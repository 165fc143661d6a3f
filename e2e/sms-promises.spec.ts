import { expect, type Page, test } from '@playwright/test';
import { type FakeSmsGateway, startFakeSmsGateway } from '../src/server/test/fake-sms-gateway';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';
import { pointSmsAtGateway } from './fixtures/sms-gateway';

/**
 * The SMS settings' test send with a registered template (the fake gateway the API tests use,
 * started here, records what arrived), and how /BulkSmsView/:id shows SMS a crash left in doubt.
 * Screenshots go to SHOTS_DIR when it is set (1366×768 and 1920×1080).
 */
const stamp = `${Date.now()}`.slice(-6);
const API_KEY = 'e2e-sms-test-key';
let gateway: FakeSmsGateway;

async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

test.beforeAll(async ({ request }) => {
  gateway = await startFakeSmsGateway({ apiKey: API_KEY });
  const api = await adminApi(request);
  await pointSmsAtGateway(api, gateway, { apiKey: API_KEY });
});
test.afterAll(async () => {
  await gateway?.close();
});

test('Send test SMS sends the picked registered template and shows the gateway answer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await adminApi(request);
  const name = `Visit thanks ${stamp}`;
  await api.post('/api/template', {
    channel: 'sms',
    name,
    dltTemplateId: '1107161234567890999',
    senderId: 'SUNRSE',
    category: 'service_implicit',
    registeredText: 'Dear {#var#}, thank you for visiting {#var#}. -SUNRISE',
    variables: ['firstName', 'project'],
  });
  await loginAs(page, 'admin', '/sms-settings');
  const panel = page.getByRole('form', { name: 'Send test SMS' });
  await expect(panel.getByRole('button', { name: 'Send test SMS' })).toBeDisabled();
  await panel.getByRole('combobox', { name: 'SMS template' }).click();
  await page.getByRole('option', { name }).click();
  await expect(panel.getByText('1107161234567890999')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: "Sample: Lead's first name" })).toHaveValue('Ravi');
  await panel.getByRole('textbox', { name: 'Sample: Project' }).fill('Lake View');
  await expect(panel.getByTestId('test-sms-text')).toHaveText('Dear Ravi, thank you for visiting Lake View. -SUNRISE');
  await panel.getByRole('textbox', { name: 'Mobile' }).fill('98765 43210');
  await shots(page, 'sms-settings-test-filled');
  await panel.getByRole('button', { name: 'Send test SMS' }).click();
  await expect(panel.getByRole('status')).toContainText('The gateway accepted the message');
  const arrived = gateway.messages.at(-1)!;
  expect(arrived).toMatchObject({
    to: '919876543210',
    templateId: '1107161234567890999',
    sender: 'SUNRSE',
    text: 'Dear Ravi, thank you for visiting Lake View. -SUNRISE',
  });
  await shots(page, 'sms-settings-test-sent');

  gateway.refuse('9876543211', '23082', 'TEMPLATE_NOT_FOUND');
  await panel.getByRole('textbox', { name: 'Mobile' }).fill('9876543211');
  await panel.getByRole('button', { name: 'Send test SMS' }).click();
  await expect(panel.getByRole('alert')).toContainText('The gateway did not accept it');
  await expect(panel.getByRole('alert')).toContainText('23082');
  await shots(page, 'sms-settings-test-refused');

  // A sample too long for a DLT variable: said before anything is sent.
  await panel.getByRole('textbox', { name: 'Sample: Project' }).fill('The Grand Sunrise Towers Phase Two East Wing');
  await expect(panel.getByText(/DLT allows at most 30/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send test SMS' })).toBeDisabled();
  await shots(page, 'sms-settings-test-too-long');
});

test('a campaign with SMS in doubt: why, and the two decisions (screen only, answers stubbed)', async ({ page }) => {
  // A crash cannot be made in the e2e server; the API tests and the crash tests make the real ones.
  const id = '6a0c1f3e-0000-4000-8000-00000000abcd';
  const counts = {
    total: 240,
    queued: 0,
    sent: 231,
    delivered: 198,
    failed: 2,
    bounced: 0,
    optedOut: 1,
    skipped: 1,
    unknown: 5,
  };
  const campaign = {
    id,
    channel: 'sms',
    name: 'Sunrise Towers Phase Two — weekend site visit invitation for every enquiry of the last quarter',
    templateId: null,
    templateName: 'Site visit invitation',
    status: 'done',
    bulk: true,
    scheduleAt: null,
    createdBy: null,
    createdByName: 'Administrator',
    createdAt: '2026-11-27T04:00:00.000Z',
    startedAt: '2026-11-27T04:00:01.000Z',
    finishedAt: '2026-11-27T04:09:00.000Z',
    excluded: { noAddress: 3, optedOut: 1, dnd: 4, duplicate: 0 },
    error: null,
    counts,
  };
  const reason =
    'The server stopped while this SMS was with the gateway, and the gateway does not say whether it sent it. Check with the lead or the gateway, then "Send again" or "Mark as sent".';
  const items = Array.from({ length: 5 }, (_, i) => ({
    id: `8c0c1f3e-0000-4000-8000-00000000000${i}`,
    address: `98765432${10 + i}`,
    leadId: null,
    leadName: ['Aarav Joshi', 'Meera Venkataraman Iyer', 'Karan Singh', 'Priya Deshpande', 'Rohit Kulkarni'][i],
    status: 'unknown',
    reason,
    attempt: 1,
    sentAt: null,
    deliveredAt: null,
  }));
  await page.route(`**/api/message/getMessage/${id}`, (r) => r.fulfill({ json: campaign }));
  await page.route(`**/api/message/${id}/recipients*`, (r) => r.fulfill({ json: { items, total: 5 } }));
  await loginAs(page, 'admin', `/BulkSmsView/${id}`);
  await expect(page.getByText('Messages in doubt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as sent' })).toBeVisible();
  await shots(page, 'bulksmsview-unknown');
});
