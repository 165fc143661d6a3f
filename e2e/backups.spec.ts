import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

/**
 * /backups against the real server: Run now writes an archive while the screen follows the job,
 * the list shows it with its size, and Download saves the same archive. The dashboard's backup
 * warning is gone once a good backup exists.
 */
test('Run now, the list and a download', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Backups' }).click();
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  await expect(page.getByText(/fingerprint is k1-/)).toBeVisible();

  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toBeVisible({ timeout: 60_000 });

  const table = page.getByRole('table', { name: 'Backups' });
  const row = table.getByRole('row').filter({ hasText: 'Run now' }).first();
  await expect(row).toContainText('Finished');
  await expect(row).toContainText(/\d+(\.\d+)? (KB|MB|GB)/);
  const fileName = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(fileName).toMatch(/^estatedesk-/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const saved = readFileSync((await download.path()) as string);
  expect(saved.length).toBeGreaterThan(1024);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(page.getByText('Backups need attention')).toHaveCount(0);
  await expect(page.getByText('Backup failed')).toHaveCount(0);
});
