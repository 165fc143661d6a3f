import { expect, test } from '@playwright/test';
import { istDate } from '../src/domain/india-date';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

/**
 * The dashboard's cards are links to the lists behind them, and each list shows the card's
 * number. The follow-up is due at 00:00 of India's today: in Today's list all day long.
 */
test('total leads and today’s follow-ups cards open lists with the same count', async ({ page, request }) => {
  const api = await adminApi(request);
  const s = `${Date.now()}`.slice(-7);
  const { lead } = await api.post<{ lead: { _id: string } }>('/api/lead/create', {
    name: `Dashboard Lead ${s}`,
    mobile: `96${s}0`.slice(0, 10),
  });
  const today = istDate(new Date());
  await api.post(`/api/lead/scheduleFollowup/${lead._id}`, { type: 'call', dueAt: `${today}T00:00` });

  await loginAs(page, 'admin', '/dashboard?period=today');
  const total = page.getByTestId('card-total');
  await expect(total).toHaveText(/^\d[\d,]*$/);
  const totalLeads = (await total.textContent())!;
  expect(Number(totalLeads.replace(/,/g, ''))).toBeGreaterThan(0);
  await page.getByRole('link', { name: /^Total leads:/ }).click();
  await expect(page).toHaveURL(/\/TotalLeads$/);
  await expect(page.getByText(new RegExp(`^${totalLeads} leads?$`))).toBeVisible();

  await page.goBack();
  const todayCard = page.getByTestId('card-today');
  await expect(todayCard).toHaveText(/^\d[\d,]*$/);
  const due = (await todayCard.textContent())!;
  expect(Number(due)).toBeGreaterThan(0);
  await page.getByRole('link', { name: /^Today's follow-ups:/ }).click();
  await expect(page).toHaveURL(/\/TodayMeeting$/);
  await expect(page.getByText(new RegExp(`^${due} follow-ups? today$`))).toBeVisible();
});
