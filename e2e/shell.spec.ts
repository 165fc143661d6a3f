import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('application shell', () => {
  test('the collapsed sidebar stays collapsed after a reload', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    const navbar = await mainMenu(page).boundingBox();
    expect(navbar?.width ?? 0).toBeLessThanOrEqual(80);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
    // Collapsed items keep their names (icon + tooltip + aria-label).
    await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('false');
  });

  test('the active item is highlighted and its group opens', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Branches' }).click();
    await expect(page).toHaveURL(/\/branches$/);
    await expect(menu.getByRole('link', { name: 'Branches' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/team/abm');
    await expect(menu.getByRole('button', { name: 'Team Structure' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'ABM', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'All Members' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('an unknown address shows a not-found page with a way home', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no-such-screen/42');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an area business manager sees neither Dashboard nor Team Structure', async ({ page }) => {
    await loginAs(page, 'manager');
    await expect(page).toHaveURL(/\/automation\/pull-api$/);
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Branches' })).toBeVisible();
    await expect(menu.getByText('Dashboard', { exact: true })).toHaveCount(0);
    await expect(menu.getByText('Team Structure', { exact: true })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();

    // Typing the address shows a proper page, not a crash.
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  });
});
