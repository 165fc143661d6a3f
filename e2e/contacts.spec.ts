import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

test.describe('contacts', () => {
  test('adds a broker, finds it by mobile, converts it and lands on the new lead', async ({ page, request }) => {
    const stamp = `${Date.now()}`.slice(-7);
    const name = `Sunita Khairnar ${stamp}`;
    const mobile = `96${stamp.padStart(8, '0')}`;
    const source = `Channel partners ${stamp}`;
    await (await adminApi(request)).post('/api/source/create', { name: source });

    await loginAs(page, 'manager');
    await page.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Contacts', exact: true })).toBeVisible();
    await expect(page.getByText("Important Contacts is the administrators' own directory")).toBeVisible();

    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Contact' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel(/^Mobile/).fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await form.getByLabel('Company').fill('Khairnar Properties');
    await form.getByRole('button', { name: 'Add Contact' }).click();
    // The 3-second toast first: under CI's load the dialog's closing can outlast it.
    await expect(page.getByText(`${name} was added.`)).toBeVisible();
    await expect(form).toBeHidden();

    // A fragment of the mobile, kept in the URL so a reload shows the same rows.
    await page.getByRole('textbox', { name: 'Search' }).fill(mobile.slice(3, 9));
    await expect(page).toHaveURL(new RegExp(`search=${mobile.slice(3, 9)}`));
    await page.reload();
    const table = page.getByRole('table', { name: 'Contacts' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: `${mobile.slice(0, 5)} ${mobile.slice(5)}` })).toHaveAttribute(
      'href',
      `tel:+91${mobile}`,
    );

    await table.getByRole('button', { name: `Convert ${name} to a lead` }).click();
    const dialog = page.getByRole('dialog', { name: `Convert ${name} to a lead` });
    await dialog.getByRole('button', { name: 'Convert to lead' }).click();
    await expect(dialog.getByText('Source is required.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: source }).click();
    await dialog.getByRole('button', { name: 'Convert to lead' }).click();
    // The message first: it closes by itself after a few seconds, and the lead's page may take
    // longer than that to load on CI's shared cores.
    await expect(page.getByText(`${name} is now a lead.`)).toBeVisible();
    await expect(page).toHaveURL(/\/LeadDetails\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();

    await page.goBack();
    await expect(table.getByRole('link', { name: `Open the lead of ${name}` })).toBeVisible();
    await expect(table.getByRole('button', { name: `Convert ${name} to a lead` })).toHaveCount(0);
  });
});
