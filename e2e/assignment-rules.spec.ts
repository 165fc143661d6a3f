import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { loginAs, readUsers } from './fixtures/login';

test.describe('assignment rules', () => {
  test('a rule hands a lead added without an assignee to its member', async ({ page, request }) => {
    const stamp = `${Date.now()}`.slice(-7);
    // A project only this test uses, so the rule touches no other spec's leads.
    const project = `Rule Towers ${stamp}`;
    await (await adminApi(request)).post('/api/projects', { name: project, city: 'Pune', state: 'Maharashtra' });
    const manager = readUsers().manager.name;
    await loginAs(page, 'admin', '/lead/assignment-rules');
    await expect(page.getByRole('heading', { name: 'Assignment rules', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add Rule' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Rule' });
    await form.getByLabel('Rule name').fill(`Towers ${stamp}`);
    await form.getByLabel('Project').fill(project);
    await form.getByRole('combobox', { name: 'Members, in turn' }).click();
    await page.getByRole('option', { name: manager, exact: true }).click();
    await form.getByLabel('Daily cap per member').fill('5');
    await form.getByRole('button', { name: 'Add Rule' }).click();
    await expect(form).toBeHidden();
    const rules = page.getByRole('table', { name: 'Assignment rules' });
    await expect(rules.getByRole('row', { name: new RegExp(`Towers ${stamp}`) })).toContainText('5 a day');

    const name = `Rohan Kulkarni ${stamp}`;
    await page.goto('/lead/leads');
    await page.getByRole('button', { name: 'Add Lead' }).first().click();
    const leadForm = page.getByRole('dialog', { name: 'Add Lead' });
    await leadForm.getByLabel('Name').fill(name);
    await leadForm.getByLabel(/^Mobile/).fill(`96${stamp.padStart(8, '0')}`);
    await leadForm.getByLabel('Project').fill(project);
    await page.getByRole('option', { name: project, exact: true }).click();
    await leadForm.getByRole('button', { name: 'Add Lead' }).click();
    await expect(leadForm).toBeHidden();
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    const row = page.getByRole('table', { name: 'Leads' }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(manager);
    await expect(page.getByText('Idle', { exact: true })).toBeVisible();

    await page.goto('/lead/assignment-rules');
    await expect(rules).toBeVisible();
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: test.info().outputPath(`rules-${width}.png`) });
    }
    await page.getByRole('button', { name: `Delete Towers ${stamp}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rules.getByRole('row', { name: new RegExp(`Towers ${stamp}`) })).toHaveCount(0);
  });
});
