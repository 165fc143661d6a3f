import { expect, test } from '@playwright/test';

test.describe('sign-in limits and password rules on the screens', () => {
  test('the login screen says why it stops after too many wrong passwords', async ({ page, request }, testInfo) => {
    const email = 'held-back@example.in';
    // Failures count per account whether or not the account exists (decision 060).
    for (let i = 0; i < 10; i++) {
      const res = await request.post('/api/auth/login-email', { data: { email, password: `Wrong-${i}-x` } });
      expect(res.status()).toBe(401);
    }
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Any-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Too many failed sign-in attempts. Wait 1 minute and try again',
    );
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: testInfo.outputPath(`sign-in-held-${width}.png`) });
    }
  });

  test('registering with a common password shows the server’s sentence', async ({ page }, testInfo) => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Common Choice');
    await page.getByLabel('Email').fill('common.choice@example.in');
    await page.getByLabel('Password', { exact: true }).fill('Password1');
    await page.getByLabel('Confirm Password').fill('Password1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('This password is too common and easy to guess.');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: testInfo.outputPath('register-common-1366.png') });
  });
});
