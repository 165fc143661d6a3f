import { expect, test } from '@playwright/test';
import { type SmtpCatcher, startSmtpCatcher } from '../src/server/test/smtp-catcher';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';
import { readUsers } from './fixtures/users';

/**
 * Email end to end: an administrator points /smtp at an SMTP server this test runs (a real one,
 * in the test's process, on a port of its own), sends a test email, sees a wrong password refused
 * in the server's words, and a person who forgot their password gets a link that works.
 */
const SMTP_USER = 'e2e-mailer';
const SMTP_PASSWORD = 'E2e-Smtp-Pa55';

let catcher: SmtpCatcher;
test.beforeAll(async () => {
  catcher = await startSmtpCatcher({ user: SMTP_USER, password: SMTP_PASSWORD });
});
test.afterAll(async () => {
  await catcher.close();
});

test('an administrator sets up SMTP, sends a test email and sees a wrong password refused', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'SMTP' }).click();
  await expect(page.getByRole('heading', { name: 'SMTP' })).toBeVisible();
  const form = page.getByRole('form', { name: 'SMTP settings' });
  await form.getByLabel('Host').fill('127.0.0.1');
  await form.getByLabel('Port').fill(String(catcher.port));
  await form.getByRole('combobox', { name: 'Security' }).click();
  await page.getByRole('option', { name: 'None', exact: true }).click();
  await form.getByLabel('User').fill(SMTP_USER);
  await form.getByLabel(/^Password/).fill('not-the-password');
  await form.getByLabel('From name').fill('Sunrise Estates');
  await form.getByLabel('From address').fill('crm@sunrise.example.in');
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('SMTP settings saved.')).toBeVisible();
  await expect(form.getByText('set', { exact: true })).toBeVisible();
  await expect(form.getByLabel(/^Password/)).toHaveValue('');

  const test = page.getByRole('form', { name: 'Send test email' });
  await test.getByLabel('Send to').fill('owner@sunrise.example.in');
  await test.getByRole('button', { name: 'Send test email' }).click();
  const refused = test.getByRole('alert');
  await expect(refused).toContainText('refused the user name or password');
  await expect(refused).toContainText('535');

  await form.getByLabel(/^Password/).fill(SMTP_PASSWORD);
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(form.getByLabel(/^Password/)).toHaveValue('');
  await test.getByRole('button', { name: 'Send test email' }).click();
  await expect(test.getByRole('status')).toContainText('accepted the test email for owner@sunrise.example.in');
  await expect(test.getByRole('status')).toContainText(/Server answered: 250/);
  const mail = await catcher.waitFor((m) => m.to.includes('owner@sunrise.example.in'));
  expect(mail.parsed.subject).toBe('EstateDesk test email');
  expect(mail.parsed.from?.text).toBe('"Sunrise Estates" <crm@sunrise.example.in>');
});

test('forgot password: the emailed link sets a new password once', async ({ page }) => {
  const manager = readUsers().manager;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(manager.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');

  // The server's worker sends it in the background.
  const mail = await catcher.waitFor((m) => m.to.includes(manager.email), 15_000);
  expect(mail.parsed.subject).toBe('Set a new EstateDesk password');
  const link = /https?:\/\/\S+\/create-password\?token=[\w-]+/.exec(mail.parsed.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  // The same password again, so the other specs' manager login keeps working.
  await page.goto(path);
  await page.getByLabel('New Password').fill(manager.password);
  await page.getByLabel('Confirm Password').fill(manager.password);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByText('Your password has been set. You can now log in.')).toBeVisible();

  await page.goto(path);
  await page.getByLabel('New Password').fill(manager.password);
  await page.getByLabel('Confirm Password').fill(manager.password);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByText(/This link is invalid or has expired/)).toBeVisible();
  await loginAs(page, 'manager');
});

test('an administrator sends a failed email again from the recent-emails list', async ({ page, request }) => {
  // The mail server refuses the invitation for good (550), so its row ends failed.
  catcher.rejectNext(550, '5.2.2 Mailbox full', 'farah.retry@sunrise.example.in');
  const api = await adminApi(request);
  await api.post('/api/team/createMember', {
    name: 'Farah Shaikh',
    email: 'farah.retry@sunrise.example.in',
    mobile: '9876512399',
    role: 1,
  });
  await loginAs(page, 'admin', '/smtp');
  const emails = page.getByRole('table', { name: 'Recent emails' });
  const row = emails.getByRole('row').filter({ hasText: 'farah.retry@sunrise.example.in' });
  // The list follows queued emails every 5 s; the worker fails this one within a second or two.
  await expect(row).toContainText('failed', { timeout: 15_000 });
  await expect(row).toContainText('550');
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The email to farah.retry@sunrise.example.in is queued again.')).toBeVisible();
  const mail = await catcher.waitFor((m) => m.to.includes('farah.retry@sunrise.example.in'), 15_000);
  expect(mail.parsed.subject).toBe('You are invited to EstateDesk');
  await expect(row).toContainText('sent', { timeout: 15_000 });
  await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
