import { expect, test } from '@playwright/test';
import type { JobList, JobView } from '../src/domain/schemas/job';
import { type SmtpCatcher, startSmtpCatcher } from '../src/server/test/smtp-catcher';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';
import { pointSmtpAtCatcher } from './fixtures/smtp';

/**
 * The administrators' Background Jobs screen against the real server: an invitation email is
 * refused for good by an SMTP server this test runs, the failed email.send job shows the server's
 * words, and Retry on the screen sends it once the mailbox accepts.
 */
const stamp = `${Date.now()}`;
const invitee = {
  name: 'Jaya Jobcheck',
  email: `jaya.${stamp}@e2e.example`,
  role: 1,
  mobile: `7${stamp.slice(-9)}`,
};
// Unique to this run, so the test finds its own job among any others the shared server holds.
const refusal = `5.1.1 Mailbox ${stamp} unavailable`;

let catcher: SmtpCatcher;
test.beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
test.afterAll(async () => {
  await catcher.close();
});

test('a failed email job shows its error and is sent again with Retry', async ({ page, request }) => {
  const api = await adminApi(request);
  await pointSmtpAtCatcher(api, catcher);
  // Only this recipient is refused, once: mail other specs left queued may arrive here too.
  catcher.rejectNext(550, refusal, invitee.email);
  const created = await api.post<{ invite: { emailedTo: string | null } }>('/api/team/createMember', invitee);
  expect(created.invite.emailedTo).toBe(invitee.email);

  // The server's worker tries it in the background; a 550 fails it at the first attempt.
  let failed: JobView | undefined;
  await expect
    .poll(async () => {
      const list = await api.get<JobList>('/api/jobs?status=failed&kind=email.send&limit=100');
      failed = list.jobs.find((j) => j.error?.includes(refusal));
      return failed?.attempts;
    })
    .toBe(1);

  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Background Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Background Jobs' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/[?&]status=failed/);

  const table = page.getByRole('table', { name: 'Background jobs' });
  const row = table.getByRole('row').filter({ hasText: refusal });
  await expect(row).toContainText('email.send');
  await expect(row).toContainText('Asha Admin');
  await expect(row).toContainText('Failed');
  await expect(row).toContainText(`The SMTP server refused the email: 550 ${refusal}`);

  await row.getByRole('button', { name: 'Retry email.send' }).click();
  await expect(page.getByText('The job is queued to run again.')).toBeVisible();
  await expect(row).toHaveCount(0);

  const mail = await catcher.waitFor((m) => m.to.includes(invitee.email), 10_000);
  expect(mail.parsed.text).toMatch(/\/create-password\?token=/);
  await expect
    .poll(async () => (await api.get<{ job: JobView }>(`/api/jobs/${failed?._id}`)).job.status)
    .toBe('succeeded');

  // Newest first: nothing this test did created an email job after the invitation's. (The report
  // roll-up runs every minute by the server's schedule, so the newest job of all may be one of its.)
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Succeeded' }).click();
  await expect(page).toHaveURL(/[?&]status=succeeded/);
  const newest = table.getByRole('row').filter({ hasText: 'email.send' }).first();
  await expect(newest).toContainText('email.send');
  await expect(newest).toContainText('Asha Admin');
  await expect(newest).toContainText('Succeeded');

  // The details follow the job itself (GET /api/jobs/:id): a retry starts its attempts afresh.
  await newest.getByRole('button', { name: 'Details of email.send' }).click();
  const details = page.getByRole('dialog', { name: 'Job details' });
  await expect(details.getByRole('status')).toContainText('Finished');
  await expect(details).toContainText(/Attempts\s*1 of \d+/);
  await expect(details).toContainText('Asha Admin');
});

test('the screen is for administrators only', async ({ page }) => {
  await loginAs(page, 'manager');
  await expect(page.getByRole('link', { name: 'Background Jobs' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'SMTP' })).toHaveCount(0);
  await page.goto('/jobs');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
});
