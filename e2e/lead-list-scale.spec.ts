import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

// The lead list's count past the exact threshold (decision 096) and its new filters. A million
// leads cannot be made in an e2e run, so the list's answer is the real one with the total the
// server gives at that size (an estimate, flagged as such).
test.describe('lead list at scale', () => {
  test('says "about 9.8 lakh" for an estimated total and filters by project and follow-up dates', async ({
    page,
    request,
  }) => {
    const project = `Palm Grove ${Date.now()}`;
    await (await adminApi(request)).post('/api/projects', { name: project, city: 'Thane', state: 'Maharashtra' });
    await page.route('**/api/lead/getLeads?**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, total: 979_833, totalIsEstimate: true, pages: 48_992 } });
    });
    await loginAs(page, 'manager', '/lead/leads');
    await expect(page.getByText('about 9.8 lakh leads')).toBeVisible();

    await page.getByRole('combobox', { name: 'Project' }).fill(project);
    await page.getByRole('option', { name: project, exact: true }).click();
    await expect(page).toHaveURL(/projectId=[0-9a-f-]{36}/);
    await expect(page.getByText('about 9.8 lakh matching leads')).toBeVisible();
    await expect(page.getByLabel('Follow-up from', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Follow-up to', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Branch' })).toBeVisible();

    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `/tmp/shots-hC/lead-list-${width}.png` });
    }
  });
});
