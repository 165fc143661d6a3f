import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

test('branches: add, duplicate 409 on the name, search, edit, delete with confirmation', async ({ page }) => {
  const stamp = Date.now();
  const name = `Refactor Branch ${stamp}`;
  await loginAs(page, 'admin', '/branches');
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Branch' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add Branch' });
  await dialog.getByLabel('Branch name').fill(name);
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByRole('button', { name: 'Add Branch' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Branches' }).getByText(name)).toBeVisible();
  // duplicate
  await page.getByRole('button', { name: 'Add Branch' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Branch' });
  await expect(dialog.getByLabel('Branch name')).toHaveValue('');
  await dialog.getByLabel('Branch name').fill(name);
  await dialog.getByRole('button', { name: 'Add Branch' }).click();
  // One message per error: under the name, not again in an alert.
  await expect(dialog.getByText('A branch with this name already exists.')).toHaveCount(1);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByLabel('Branch name')).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // search
  await page.getByLabel('Search').fill(`zzz-nothing-${stamp}`);
  await expect(page.getByText('No branch matches your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await page.getByLabel('Search').fill(name);
  await expect(page.getByText(/^1 (of \d+ branches|branch)$/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog.getByLabel('City')).toHaveValue('Pune');
  await dialog.getByLabel('City').fill('Nashik');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete branch' });
  await expect(confirm.getByText(`Delete the ${name} branch? This cannot be undone.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/refactor/branches.png', fullPage: true });
});

test('banks: add with a server field error, delete answered 409 shows the error toast', async ({ page }) => {
  const stamp = Date.now();
  const name = `Refactor Bank ${stamp}`;
  await loginAs(page, 'admin', '/banks');
  await page.getByRole('button', { name: 'Add Bank' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Bank' });
  await dialog.getByLabel('Bank name').fill(name);
  await dialog.getByLabel('Account holder').fill('EstateDesk Developers');
  await dialog.getByLabel('Account number').fill(String(stamp).slice(-12));
  await dialog.getByLabel('IFSC').fill('SBIN0001234');
  await page.route('**/api/bank/createBank', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Check the fields',
        code: 'VALIDATION',
        fields: { ifsc: 'IFSC from server is wrong' },
      }),
    }),
  );
  await dialog.getByRole('button', { name: 'Add Bank' }).click();
  await expect(dialog.getByText('IFSC from server is wrong')).toBeVisible();
  // The field explains it; the alert would only repeat it.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByLabel('Bank name')).toHaveValue(name);
  await page.unroute('**/api/bank/createBank');
  await dialog.getByRole('button', { name: 'Add Bank' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
  await expect(page.getByText(/\d+ accounts?$/)).toBeVisible();
  await page.route('**/api/bank/**', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            message: `${name} is used by other records, so it cannot be deleted.`,
            code: 'BANK_IN_USE',
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete bank' });
  await expect(confirm.getByText(/Quotations already printed keep their bank details\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Could not delete the bank')).toBeVisible();
  await expect(page.getByText(`${name} is used by other records, so it cannot be deleted.`)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/refactor/banks-409.png', fullPage: true });
  await page.unroute('**/api/bank/**');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete bank' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
});

test('sources: add, filters and clear filters, toggle, delete cancelled then done; load error shows Retry', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Refactor Source ${stamp}`;
  await loginAs(page, 'admin', '/sources');
  await page.getByRole('button', { name: 'Add Source' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Source' });
  await dialog.getByLabel('Source name').fill(name);
  await dialog.getByRole('button', { name: 'Add Source' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
  await page.getByLabel('Search').fill(name);
  await page.getByText('Inactive', { exact: true }).click();
  await expect(page.getByText('No source matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await page.getByLabel(`${name} active`).click({ force: true });
  await expect(page.getByText(`${name} is now inactive.`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete source' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(`Delete the source ${name}? This cannot be undone.`)).toBeVisible();
  await page.getByRole('dialog', { name: 'Delete source' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await page.route('**/api/source/**', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Boom', code: 'X' }),
        })
      : route.continue(),
  );
  await page.reload();
  await expect(page.getByText('Could not load the sources')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/refactor/sources-error.png', fullPage: true });
});

test('material and supplier modals: server field errors under their fields, content kept', async ({ page }) => {
  const stamp = Date.now();
  await loginAs(page, 'admin', '/add-material');
  await page.getByRole('button', { name: 'Add Material' }).first().click();
  const material = page.getByRole('dialog', { name: 'Add Material' });
  await material.getByLabel('Material name').fill(`Refactor Cement ${stamp}`);
  await material.getByLabel('Unit').fill('Bag');
  await material.getByLabel('Default rate (₹, before GST)').fill('350');
  await page.route('**/api/materials/add', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Check the fields', code: 'VALIDATION', fields: { hsn: 'HSN from server' } }),
    }),
  );
  await material.getByRole('button', { name: 'Add Material' }).click();
  await expect(material.getByText('HSN from server')).toBeVisible();
  await expect(material.getByLabel('Material name')).toHaveValue(`Refactor Cement ${stamp}`);
  await page.unroute('**/api/materials/add');
  await material.getByRole('button', { name: 'Add Material' }).click();
  await expect(page.getByText(`Refactor Cement ${stamp} was added.`)).toBeVisible();
  await page.goto('/purchase');
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await page.getByRole('button', { name: 'Add Supplier' }).first().click();
  const supplier = page.getByRole('dialog', { name: 'Add Supplier' });
  await supplier.getByLabel('Supplier name').fill(`Refactor Supplier ${stamp}`);
  await supplier.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(supplier.getByText(/mobile/i).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/refactor/supplier-errors.png', fullPage: true });
  await supplier.getByRole('button', { name: 'Cancel' }).click();
  await expect(supplier).toBeHidden();
});
