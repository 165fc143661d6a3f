import { expect, type Page, test } from '@playwright/test';
import { type FakeSmsGateway, startFakeSmsGateway } from '../src/server/test/fake-sms-gateway';
import { adminApi } from './fixtures/admin-api';
import { bookAUnit } from './fixtures/inventory';
import { loginAs } from './fixtures/login';
import { pointSmsAtGateway } from './fixtures/sms-gateway';

/**
 * The demand SMS (decision 199): a stage raised before its DLT template is set says on the booking
 * page why no SMS went (not an error); the template set on /sms-settings, the stage raised again
 * sends the buyer one SMS through the fake gateway, and the booking page shows it. Screenshots go
 * to SHOTS_DIR when it is set (1366×768 and 1920×1080).
 */
const API_KEY = 'e2e-demand-sms-key';
const DLT_ID = '1107161234567890777';
let gateway: FakeSmsGateway;

async function shots(page: Page, name: string) {
  // Nothing wider than a laptop's 1366 (decision 159).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test.beforeAll(async ({ request }) => {
  gateway = await startFakeSmsGateway({ apiKey: API_KEY });
  const api = await adminApi(request);
  await pointSmsAtGateway(api, gateway, { apiKey: API_KEY });
  await api.put('/api/settings/sms/notices', { demandRaised: null, paymentReminder: null });
});
test.afterAll(async ({ request }) => {
  // Other specs on this server raise stages too: leave them no template pointing at a closed gateway.
  await (await adminApi(request)).put('/api/settings/sms/notices', { demandRaised: null, paymentReminder: null });
  await gateway?.close();
});

test('a demand SMS: why none went without a template, then sent once the template is set', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const { projectId, booking } = await bookAUnit(api, {
    name: 'Construction-linked 5/5/90',
    milestones: [
      { name: 'On booking', trigger: 'booking', percent: 5 },
      { name: 'Plinth', trigger: 'stage', stage: 'Plinth', percent: 5 },
      { name: 'Possession', trigger: 'stage', stage: 'Possession', percent: 90 },
    ],
  });
  const { booking: full } = await api.get<{
    booking: { applicants: { mobile: string }[]; unit: { tower: { _id: string } } };
  }>(`/api/bookings/${booking._id}`);
  const mobile = full.applicants[0]!.mobile.replace(/\D/g, '').slice(-10);

  await loginAs(page, 'admin', `/projects/${projectId}`);
  await page.getByLabel('Tower A').getByRole('link', { name: 'Progress' }).click();
  await page.getByRole('button', { name: 'Mark stage reached' }).click();
  const mark = page.getByRole('dialog', { name: 'Mark a stage reached · Tower A' });
  await mark.getByRole('combobox', { name: 'Stage' }).fill('Plinth');
  await mark.getByRole('button', { name: 'Mark reached and raise demands' }).click();
  await expect(mark).toBeHidden();

  await page.goto(`/bookings/${booking._id}`);
  const demands = page.getByLabel('Demands', { exact: true });
  await expect(demands.getByText('Plinth').first()).toBeVisible({ timeout: 30_000 });
  await expect(demands.getByText('No SMS with these demands')).toBeVisible();
  await expect(
    demands.getByText('No SMS is sent: the "Demand raised" DLT template is not set in the SMS settings.'),
  ).toBeVisible();
  await shots(page, 'demand-sms-none');

  await page.goto('/sms-settings');
  const panel = page.getByRole('form', { name: 'Demand and reminder SMS templates' });
  const raised = panel.getByRole('group', { name: 'Demand raised' });
  await raised.getByRole('switch', { name: 'Send the Demand raised SMS' }).check();
  // The server's refusal lands on its field, and nothing is saved.
  await raised.getByRole('textbox', { name: 'DLT template id' }).fill('12AB');
  await panel.getByRole('button', { name: 'Save demand and reminder SMS' }).click();
  await expect(raised.getByText('DLT template id must be 10 to 25 digits, as the DLT portal shows it.')).toBeVisible();
  await raised.getByRole('textbox', { name: 'DLT template id' }).fill(DLT_ID);
  await raised.getByLabel('Header (sender id)').fill('SUNRSE');
  await raised
    .getByRole('textbox', { name: 'Registered text' })
    .fill('Dear {#var#}, demand {#var#} for {#var#} of Rs.{#var#} is due by {#var#}. -SUNRISE');
  await expect(raised.getByText('Matches the DLT text')).toBeVisible();
  await shots(page, 'demand-sms-settings');
  await panel.getByRole('button', { name: 'Save demand and reminder SMS' }).click();
  await expect(page.getByText('Demand and reminder SMS saved.')).toBeVisible();
  await expect(raised.getByText(/No SMS is sent/)).toBeHidden();

  // Raise the stage again: the demand stays one, its SMS goes now.
  const progress = await api.get<{ reached: { _id: string; name: string }[] }>(
    `/api/towers/${full.unit.tower._id}/progress`,
  );
  const stage = progress.reached.find((s) => s.name === 'Plinth')!;
  await api.post(`/api/tower-stages/${stage._id}/raise`, {});
  await expect.poll(() => gateway.messages.filter((m) => m.to === `91${mobile}`).length, { timeout: 30_000 }).toBe(1);
  expect(gateway.messages.find((m) => m.to === `91${mobile}`)).toMatchObject({ templateId: DLT_ID, sender: 'SUNRSE' });

  await page.goto(`/bookings/${booking._id}`);
  await expect(demands.getByText('SMS sent')).toBeVisible();
  await expect(demands.getByText('No SMS with these demands')).toBeHidden();
  await shots(page, 'demand-sms-sent');
});
