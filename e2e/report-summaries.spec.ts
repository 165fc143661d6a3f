import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { indiaDayRange, istDate } from '../src/domain/india-date';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

/**
 * The Schedules and Follow-up report summaries: a count drills down to the list rows
 * behind it, and the export opens with the same figures. Other specs share the database and add
 * their own visits and follow-ups today, so the totals are read, not assumed; the browser sits in
 * Los Angeles, the counts are India's days.
 */
const stamp = `${Date.now()}`.slice(-6);

test('Schedules and the Follow-up report count today, drill down and export', async ({ page, request }) => {
  // Booked for 23:59 India time today: still ahead at any hour but India's last minutes.
  const untilMidnight = indiaDayRange(undefined, istDate(new Date())).end!.getTime() - Date.now();
  if (untilMidnight < 5 * 60_000) {
    test.setTimeout(untilMidnight + 120_000);
    await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
  }
  const today = istDate(new Date());
  const api = await adminApi(request);
  const name = `Summary Lead ${stamp}`;
  const { lead } = await api.post<{ lead: { _id: string } }>('/api/lead/create', {
    name,
    mobile: `93${stamp}11`.slice(0, 10),
  });
  await api.post(`/api/lead/logOutcome/${lead._id}`, { outcome: 'interested' });
  await api.post(`/api/siteVisit/schedule/${lead._id}`, { project: 'Green Acres', at: `${today}T23:59` });

  await loginAs(page, 'admin', '/report/meetings?period=today');
  const perDay = page.getByRole('table', { name: 'Site visits per day' });
  const scheduled = perDay.getByRole('link', { name: /^Still scheduled in the period: \d+$/ });
  await expect(scheduled).toBeVisible();
  await scheduled.click();
  await expect(page).toHaveURL(/status=scheduled/);
  await expect(
    page.getByRole('table', { name: 'Site visits' }).getByRole('row').filter({ hasText: name }),
  ).toBeVisible();

  await page.goto('/FollowupReport?period=today');
  const members = page.getByRole('table', { name: 'Follow-ups per member' });
  await members.getByRole('link', { name: /^Done, Total: \d+$/ }).click();
  await expect(page).toHaveURL(/status=done/);
  // The open visit follow-up (due 23:59) leaves the list; the done one stays.
  await expect(page.getByRole('table', { name: 'Follow-ups' }).getByRole('row').filter({ hasText: name })).toHaveCount(
    1,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Member,Due day \(India\),Scheduled,Done,Done on time,/);
  expect(lines.at(-1)).toMatch(/^Total,Whole period,/);
});
