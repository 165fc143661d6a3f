import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { bookAUnit } from './fixtures/inventory';
import { loginAs } from './fixtures/login';

const SHOTS = process.env.SCHEDULE_SHOTS;

test('a booking’s schedule is edited on its page: totals say what is missing, the change goes on its history', async ({
  page,
  request,
}) => {
  // 10% at the plinth: within RERA's 10% before the agreement, so its demand is raised.
  const { projectId, booking } = await bookAUnit(await adminApi(request), {
    name: 'Construction-linked 10/10/80',
    milestones: [
      { name: 'On booking', trigger: 'booking', percent: 10 },
      { name: 'Plinth', trigger: 'stage', stage: 'Plinth', percent: 10 },
      { name: 'Possession', trigger: 'stage', stage: 'Possession', percent: 80 },
    ],
  });
  await loginAs(page, 'admin', `/projects/${projectId}`);
  await page.getByLabel('Tower A').getByRole('link', { name: 'Progress' }).click();
  await page.getByRole('button', { name: 'Mark stage reached' }).click();
  const mark = page.getByRole('dialog', { name: 'Mark a stage reached · Tower A' });
  await mark.getByRole('combobox', { name: 'Stage' }).fill('Plinth');
  await mark.getByRole('button', { name: 'Mark reached and raise demands' }).click();
  await expect(mark).toBeHidden();

  await page.goto(`/bookings/${booking._id}`);
  // A booking's page is the Bookings item's alone, not Collections' too.
  await expect(page.locator('[aria-current="page"]')).toHaveText(['Bookings']);
  const schedule = page.getByRole('table', { name: 'Payment schedule' });
  // The raise job runs in the background; the schedule shows its demand when it has.
  await expect(async () => {
    await page.reload();
    await expect(schedule.getByRole('row', { name: /Plinth/ })).toContainText('Raised: DM-', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Edit schedule' }).click();
  const dialog = page.getByRole('dialog', { name: `Payment schedule of ${booking.bookingNo}` });
  // The demanded instalment keeps its share and when it falls due.
  await expect(dialog.getByRole('textbox', { name: 'Instalment 2 %' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Remove instalment 2' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Instalment 3 %' }).fill('75');
  const totals = dialog.getByTestId('schedule-totals');
  await expect(totals).toContainText('The instalments add up to 95%: 5% short of 100%.');
  await expect(totals).toContainText(/The instalments ask for ₹[\d,.]+: ₹[\d,.]+ short of the agreement value/);
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  // Refused before it is sent: the dialog stays with what was typed.
  await expect(dialog.getByRole('textbox', { name: 'Instalment 3 %' })).toHaveValue('75');
  if (SHOTS) {
    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 1080 });
      await page.screenshot({ path: `${SHOTS}/schedule-edit-error-${width}.png` });
    }
  }

  await dialog.getByRole('button', { name: 'Add instalment' }).click();
  await dialog.getByRole('textbox', { name: 'Instalment 4', exact: true }).fill('On completion of slab 1');
  await dialog.getByLabel('Instalment 4 stage').fill('Slab 1');
  await dialog.getByRole('textbox', { name: 'Instalment 4 %' }).fill('5');
  await dialog.getByRole('button', { name: 'Move instalment 4 up' }).click();
  await expect(totals).toContainText('Total: 100%');
  await expect(totals).toContainText('Amounts: ₹');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText(`The payment schedule of ${booking.bookingNo} was saved.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(schedule.getByRole('row')).toHaveText([
    /Milestone/,
    /On booking/,
    /Plinth.*10%.*Raised: DM-/,
    /On completion of slab 1.*5%/,
    /Possession.*75%/,
  ]);
  await expect(
    page.getByText('Payment schedule changed: added “On completion of slab 1” (5%); “Possession” 80% → 75%'),
  ).toBeVisible();
  if (SHOTS) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/booking-after-1366.png`, fullPage: true });
  }

  await page.goto(`/bookings/${booking._id}/statement`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(booking.bookingNo);
  await expect(page.locator('[aria-current="page"]')).toHaveText(['Bookings']);
});

test('an administrator sets the days to pay a demand and the interest rate', async ({ page, request }) => {
  const api = await adminApi(request);
  const before = await api.get<{ demandDueDays: number; interestRatePercent: number }>('/api/collections/settings');
  try {
    await loginAs(page, 'admin', '/collections/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Collections Settings' })).toBeVisible();
    await expect(page.getByText(/highest\s+marginal cost of lending rate \(MCLR\) plus 2%/)).toBeVisible();
    const days = page.getByRole('textbox', { name: 'Days to pay a demand' });
    await days.fill('0');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('Days to pay a demand must be at least 1.')).toBeVisible();
    if (SHOTS) {
      for (const width of [1366, 1920]) {
        await page.setViewportSize({ width, height: width === 1366 ? 768 : 1080 });
        await page.screenshot({ path: `${SHOTS}/collection-settings-${width}.png`, fullPage: true });
      }
    }
    await days.fill(String(before.demandDueDays + 1));
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('Collections settings saved.')).toBeVisible();
    expect((await api.get<{ demandDueDays: number }>('/api/collections/settings')).demandDueDays).toBe(
      before.demandDueDays + 1,
    );
  } finally {
    // Other specs on this server read the settings: leave them as they were.
    await api.put('/api/collections/settings', before);
  }
});
