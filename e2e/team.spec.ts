import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

function uniquePerson(prefix: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `${prefix} ${stamp.slice(-6)}`,
    email: `${prefix.toLowerCase().replace(/\s+/g, '.')}.${stamp}@e2e.estatedesk.test`,
    mobile: `9${stamp.slice(-9)}`,
  };
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('team', () => {
  test('an administrator adds a member who sets a password from the invitation and logs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = uniquePerson('Nisha Manager');
    await loginAs(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/team');

    await page.getByRole('button', { name: 'Add Member' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Member' });
    await form.getByLabel('Name').fill(person.name);
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('Mobile').fill(person.mobile);
    await chooseOption(page, 'Role', 'Area Business Manager');
    await form.getByRole('button', { name: 'Add Member' }).click();

    const invite = page.getByRole('dialog', { name: 'Member added' });
    await expect(invite.getByText(`Share this link with ${person.name} so they can set their password.`)).toBeVisible();
    await expect(invite.getByText(/It works once and expires on \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await expect(invite.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const link = await invite.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toContain('/create-password?token=');
    await invite.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row', { name: new RegExp(person.name) });
    await expect(row.getByText('Invited (no password yet)')).toBeVisible();

    // The new member opens the link in their own browser.
    const theirs = await browser.newContext({ baseURL });
    const them = await theirs.newPage();
    await them.goto(link);
    await them.getByLabel('New Password').fill('Welcome2026');
    await them.getByLabel('Confirm Password').fill('Welcome2026');
    await them.getByRole('button', { name: 'Create Password' }).click();
    await expect(them.getByRole('status')).toBeVisible();
    await them.getByRole('link', { name: 'Go to log in' }).click();
    await expect(them).toHaveURL(/\/login$/);
    await them.getByLabel('Email').fill(person.email);
    await them.getByLabel('Password').fill('Welcome2026');
    await them.getByRole('button', { name: 'Log in' }).click();
    await expect(them).toHaveURL(/\/automation\/pull-api$/);
    await expect(them.getByRole('banner').getByText(person.name)).toBeVisible();
    await theirs.close();

    // The same link works only once.
    const again = await browser.newContext({ baseURL });
    const second = await again.newPage();
    await second.goto(link);
    await second.getByLabel('New Password').fill('Another2026');
    await second.getByLabel('Confirm Password').fill('Another2026');
    await second.getByRole('button', { name: 'Create Password' }).click();
    await expect(second.getByRole('alert')).toBeVisible();
    await again.close();
  });

  test('deactivating a member asks for confirmation first', async ({ page }) => {
    const person = uniquePerson('Ravi Executive');
    await loginAs(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const created = await page.request.post('/api/team/createMember', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: person.name, email: person.email, mobile: person.mobile, role: 2 },
    });
    expect(created.status()).toBe(201);

    await page.goto('/team');
    await page.getByRole('textbox', { name: 'Search' }).fill(person.email);
    const row = page.getByRole('row', { name: new RegExp(person.name) });
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate member' });
    await expect(confirm.getByText(`Deactivate ${person.name}? They will be signed out at once.`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row.getByText('Deactivated')).toHaveCount(0);

    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog', { name: 'Deactivate member' }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(row.getByText('Deactivated')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Activate' })).toBeVisible();
  });
});
