import { expect, type Page, test } from '@playwright/test';
import { loginThroughScreen } from './fixtures/login';

/** The main menu exists only for roles with web screens. */
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('sign-in and home pages', () => {
  test('without a session every screen sends you to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.goto('/team');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an administrator lands on the dashboard and can log out', async ({ page }) => {
    await loginThroughScreen(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team at a glance' })).toBeVisible();

    await mainMenu(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([
      null,
      null,
    ]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an area business manager lands on the Pull APIs page, role 1's home in the spec (§2.1)", async ({ page }) => {
    await loginThroughScreen(page, 'manager');
    await expect(page).toHaveURL(/\/automation\/pull-api$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pull APIs' })).toBeVisible();
  });

  test('an executive is told to use the phone app, without a sidebar', async ({ page }) => {
    await loginThroughScreen(page, 'executive');
    await expect(page).toHaveURL(/\/executive-access-denied$/);
    await expect(page.getByRole('heading', { name: 'Use the EstateDesk phone app' })).toBeVisible();
    await expect(page.getByText('Signed in as')).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    // Where the phone app is: a link, its QR code (drawn by the server, loaded) and how to install it.
    await expect(page.getByRole('link', { name: 'Open the phone app' })).toHaveAttribute('href', '/m/');
    const qr = page.getByRole('img', { name: "QR code of the phone app's address" });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('Add to Home Screen', { exact: false })).toHaveCount(2);

    // Typing a back-office address does not get an executive into the shell.
    await page.goto('/branches');
    await expect(page).toHaveURL(/\/executive-access-denied$/);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('signed-out forms (validated with the shared schemas, loaded after first paint)', () => {
  test('the login form flags empty fields on submit, then shows the server refusal and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();

    await page.getByLabel('Email', { exact: true }).fill('nobody@example.in');
    await expect(page.getByText('Enter a valid email address.')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('nobody@example.in');
  });

  test('register checks the two passwords match before sending anything', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) calls.push(request.url());
    });
    await page.goto('/register');
    await page.getByLabel('Name').fill('Asha Patil');
    await page.getByLabel('Email').fill('asha.patil@example.in');
    await page.getByLabel('Password', { exact: true }).fill('Welcome123');
    await page.getByLabel('Confirm Password').fill('Welcome124');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a stored session the server refuses ends with a toast on the login page', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', 'revoked-token');
      localStorage.setItem(
        'user',
        JSON.stringify({ _id: 'x', name: 'Old Tab', email: 'old@example.in', mobile: null, role: 0, branchId: null }),
      );
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('set-password page', () => {
  test('a link without a token says so and submitting makes no call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/create-password')) calls.push(request.url());
    });
    await page.goto('/create-password');
    await expect(page.getByText('Token is missing in the URL')).toBeVisible();
    await expect(page.getByLabel('New Password')).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();

    await page.getByRole('button', { name: 'Create Password' }).click();
    await expect(page.getByText('Missing or invalid token')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a bad token shows the server message in red', async ({ page }) => {
    await page.goto('/create-password?token=not-a-real-token');
    await expect(page.getByText('Token is missing in the URL')).toHaveCount(0);
    await page.getByLabel('New Password').fill('Tulsibaug123');
    await page.getByLabel('Confirm Password').fill('Tulsibaug123');
    const answer = page.waitForResponse((response) => response.url().includes('/api/auth/create-password'));
    await page.getByRole('button', { name: 'Create Password' }).click();
    const response = await answer;
    expect(response.status()).toBeGreaterThanOrEqual(400);
    const { message } = (await response.json()) as { message: string };

    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    const color = await alert.getByText(message).evaluate((el) => getComputedStyle(el).color);
    const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(g);
    expect(r).toBeGreaterThan(b);
    // What was typed stays.
    await expect(page.getByLabel('New Password')).toHaveValue('Tulsibaug123');
  });
});
