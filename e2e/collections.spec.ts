import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { bookAUnit } from './fixtures/inventory';
import { loginAs } from './fixtures/login';

const SHOTS = process.env.COLLECTION_SHOTS;

test('a stage reached: RERA holds the demand until overridden, then the booking and its statement show it', async ({
  page,
  request,
}) => {
  // The plan asks 20% at the plinth: more than RERA's 10% before the agreement is registered.
  const { projectId, booking, buyer } = await bookAUnit(await adminApi(request), {
    name: 'Construction-linked 10/20/70',
    milestones: [
      { name: 'On booking', trigger: 'booking', percent: 10 },
      { name: 'Plinth', trigger: 'stage', stage: 'Plinth', percent: 20 },
      { name: 'Possession', trigger: 'stage', stage: 'Possession', percent: 70 },
    ],
  });
  await loginAs(page, 'admin', `/projects/${projectId}`);
  await page.getByLabel('Tower A').getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Construction progress · Tower A' })).toBeVisible();
  await expect(page.getByText('No stage reached yet')).toBeVisible();

  await page.getByRole('button', { name: 'Mark stage reached' }).click();
  const mark = page.getByRole('dialog', { name: 'Mark a stage reached · Tower A' });
  await mark.getByRole('combobox', { name: 'Stage' }).fill('Plinth');
  await mark.getByRole('textbox', { name: 'Note' }).fill('Plinth beam cast; certificate to follow');
  await mark.getByRole('button', { name: 'Mark reached and raise demands' }).click();
  await expect(mark).toBeHidden();

  // The raise job runs in the background; the refusal appears when it has.
  const refused = page.getByRole('table', { name: 'Refused demands' });
  await expect(refused.getByRole('row').filter({ hasText: booking.bookingNo })).toBeVisible({ timeout: 30_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/progress-1366.png`, fullPage: true });
  await refused.getByRole('button', { name: 'Override' }).click();
  const override = page.getByRole('dialog', { name: `Override RERA section 13 · ${booking.bookingNo}` });
  await override.getByRole('button', { name: 'Override and raise the demand' }).click();
  await expect(override.getByText(/reason/i).first()).toBeVisible();
  await override
    .getByRole('textbox', { name: 'Reason for the override' })
    .fill('Buyer asked in writing to pay the plinth instalment before registration.');
  await override.getByRole('button', { name: 'Override and raise the demand' }).click();
  await expect(override).toBeHidden();
  await expect(refused).toBeHidden();

  await page.goto(`/bookings/${booking._id}`);
  await expect(page.getByText(buyer).first()).toBeVisible();
  await expect(page.getByText('Plinth').first()).toBeVisible();
  // The demand letter kept with the demand (decision 197), downloaded from the booking's Demands card.
  const demands = page.getByRole('table', { name: 'Demands of the booking' });
  const download = page.waitForEvent('download');
  await demands
    .getByRole('button', { name: /^Download PDF of DM-\d{4}-\d+$/ })
    .first()
    .click();
  const letter = await download;
  expect(letter.suggestedFilename()).toMatch(/^Demand letter - DM-\d{4}-\d+ - .+\.pdf$/);
  expect((await readFile(await letter.path())).subarray(0, 5).toString()).toBe('%PDF-');
  if (SHOTS) {
    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 1080 });
      await page.screenshot({ path: `${SHOTS}/booking-${width}.png`, fullPage: true });
    }
  }

  await page.goto(`/bookings/${booking._id}/statement`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(booking.bookingNo);
  await expect(page.getByText('Plinth').first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/statement.png`, fullPage: true });

  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/collections.png`, fullPage: true });
});
