import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { BackupStatus } from '../src/domain/schemas/backups';
import { loginAs } from './fixtures/login';

/**
 * /backups against the real server: Run now writes an archive while the screen follows the job,
 * the list shows it with its size, and Download saves the same archive. The dashboard's backup
 * warning is gone once a good backup exists.
 */
/** The dashboard after a fresh load, once it has asked the server for the backup status. */
async function dashboardBackupStatus(page: Page): Promise<BackupStatus> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/backups/status') && r.ok()),
    page.goto('/dashboard'),
  ]);
  await expect(page.getByRole('heading', { name: 'At a glance', exact: true })).toBeVisible();
  return (await response.json()) as BackupStatus;
}

test('Run now, the list and a download', async ({ page }) => {
  await loginAs(page, 'admin');
  // Before any backup of this run's server the dashboard warns; it says what the status says.
  const before = await dashboardBackupStatus(page);
  if (before.stale) await expect(page.getByText('Backups need attention')).toBeVisible();

  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Backups', exact: true }).click();
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

  const after = await dashboardBackupStatus(page);
  expect(after).toMatchObject({ stale: false, lastFailure: null });
  await expect(page.getByText('Backups need attention')).toHaveCount(0);
  await expect(page.getByText('Backup failed')).toHaveCount(0);
});
