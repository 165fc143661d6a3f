import { expect, type Page, test } from '@playwright/test';
import { addDays, indiaDisplayDate, istDate } from '../src/domain/india-date';
import { loginAs, readUsers } from './fixtures/login';

const stamp = () => `${Date.now()}`.slice(-7);

const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses files through the browser's file chooser that a Mantine FileInput opens. */
async function chooseFiles(page: Page, label: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(files);
}

test.describe('records', () => {
  test('important contact form: digits only, 10 at most, PAN in capitals, date today and read-only', {
    tag: '@india-day',
  }, async ({ page }) => {
    const name = `Adv. Meera ${stamp()}`;
    // The browser sits in Los Angeles (playwright.config.ts) with its clock 5 minutes before India's
    // midnight, then 5 minutes after: the form must say India's day either side of it.
    const day = istDate(new Date());
    await page.clock.setFixedTime(new Date(`${day}T23:55:00+05:30`));
    await loginAs(page, 'admin', '/contactProperty');
    await page.getByRole('button', { name: 'Add Important Contact' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New Contact' });
    // The dialog moves the cursor into itself once it has opened; typing before that loses keys.
    await expect(form.locator(':focus')).toHaveCount(1);
    const mobile = form.getByRole('textbox', { name: 'Mobile' });
    await mobile.click();
    await expect(mobile).toBeFocused();
    await mobile.pressSequentially('98a76-54321099');
    await expect(mobile).toHaveValue('9876543210');
    const pan = form.getByRole('textbox', { name: 'PAN' });
    await pan.fill('abcde1234f');
    await expect(pan).toHaveValue('ABCDE1234F');
    const date = form.getByRole('textbox', { name: 'Date' });
    await expect(date).toHaveAttribute('readonly', '');
    await expect(date).toHaveValue(indiaDisplayDate(day));
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('button', { name: 'Save Contact' }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill('meera@joshilaw.in');
    await form.getByRole('textbox', { name: 'Profession' }).fill('Lawyer');
    await form.getByRole('button', { name: 'Save Contact' }).click();
    await expect(form).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('cell', { name: '+91 98765 43210' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'ABCDE1234F' })).toBeVisible();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update Contact' });
    await expect(edit.getByRole('textbox', { name: 'Mobile' })).toHaveValue('9876543210');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.clock.setFixedTime(new Date(`${addDays(day, 1)}T00:05:00+05:30`));
    await page.getByRole('button', { name: 'Add Important Contact' }).first().click();
    const again = page.getByRole('dialog', { name: 'Add New Contact' });
    await expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(again.getByRole('textbox', { name: 'Date' })).toHaveValue(indiaDisplayDate(addDays(day, 1)));
  });

  test('customer form: 91 forced, the contact message, sub-types follow the type', async ({ page }) => {
    await loginAs(page, 'manager', '/customer-property');

    // The filter: no sub-types for All, the type's own for Residential and Commercial.
    const subTypeFilter = page.getByRole('combobox', { name: 'Sub Type' });
    await expect(subTypeFilter).toBeDisabled();
    await page.getByRole('radiogroup', { name: 'Type' }).getByText('Commercial', { exact: true }).click();
    await subTypeFilter.click();
    await expect(page.getByRole('option')).toHaveText(['Offices', 'Shops']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add Customer' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Customer' });
    const contact = form.getByRole('textbox', { name: /^Contact/ });
    await expect(contact).toHaveValue('91');
    await contact.fill('');
    await contact.pressSequentially('98220x12');
    await expect(contact).toHaveValue('919822012');
    await expect(form.getByRole('combobox', { name: /^Type/ })).toHaveValue('Residential');
    await expect(form.getByRole('combobox', { name: /^Sub Type/ })).toHaveValue('1BHK');
    await form.getByRole('textbox', { name: /^Owner Name/ }).fill(`Sunita ${stamp()}`);
    await form.getByRole('textbox', { name: /^Address/ }).fill('Shop 4, Market Yard, Pune');
    await form.getByRole('textbox', { name: /^Project Name/ }).fill('Market Yard Plaza');
    await form.getByRole('button', { name: 'Add Customer' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Contact must start with 91 and be followed by 10 digits' }),
    ).toBeVisible();
    await expect(form).toBeVisible();

    await form.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Commercial' }).click();
    await expect(form.getByRole('combobox', { name: /^Sub Type/ })).toHaveValue('Offices');
    await form.getByRole('combobox', { name: /^Sub Type/ }).click();
    await expect(page.getByRole('option')).toHaveText(['Offices', 'Shops']);
    await page.getByRole('option', { name: 'Shops' }).click();
    await contact.press('End');
    await contact.pressSequentially('345');
    await expect(contact).toHaveValue('919822012345');
    await contact.pressSequentially('9');
    await expect(contact).toHaveValue('919822012345');
    await form.getByRole('button', { name: 'Add Customer' }).click();
    await expect(form).toBeHidden();
  });

  test('profile: KYC files on the form, other documents uploaded, a KYC file viewed and logged, then deleted', {
    tag: '@india-day',
  }, async ({ page, browser }) => {
    const id = stamp();
    const owner = `Ramesh ${id}`;
    await loginAs(page, 'manager', '/customer-property');
    await page.getByRole('button', { name: 'Add Customer' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Customer' });
    await form.getByRole('textbox', { name: /^Owner Name/ }).fill(owner);
    await form.getByRole('textbox', { name: /^Contact/ }).fill('9822012345');
    await form.getByRole('textbox', { name: /^Address/ }).fill('Flat 302, Sai Heights, Wakad, Pune');
    await form.getByRole('textbox', { name: /^Project Name/ }).fill('Sai Heights');
    await chooseFiles(page, 'Aadhar Card', [
      { name: `aadhar-${id}.pdf`, mimeType: 'application/pdf', buffer: pdf('aadhar') },
    ]);
    await chooseFiles(page, 'Profile Picture', [{ name: 'me.png', mimeType: 'image/png', buffer: png }]);
    await form.getByRole('button', { name: 'Add Customer' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('textbox', { name: 'Search by name' }).fill(owner);
    await page.getByRole('link', { name: `View ${owner}` }).click();
    await expect(page.getByRole('heading', { name: owner })).toBeVisible();
    await expect(page.getByRole('img', { name: `Profile picture of ${owner}` })).toBeVisible();
    await expect(page.getByText('No other documents uploaded.')).toBeVisible();
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await expect(upload).toBeDisabled();
    await chooseFiles(page, 'Upload Other Documents', [
      { name: `agreement-${id}.pdf`, mimeType: 'application/pdf', buffer: pdf('agreement') },
      { name: `site-${id}.png`, mimeType: 'image/png', buffer: png },
    ]);
    await upload.click();
    await expect(page.getByRole('button', { name: `agreement-${id}.pdf`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `site-${id}.png`, exact: true })).toBeVisible();
    await expect(page.getByText('No other documents uploaded.')).toBeHidden();

    await page.getByRole('button', { name: 'View Aadhar Card' }).click();
    const viewer = page.getByRole('dialog', { name: 'Aadhar Card' });
    await expect(viewer.getByTitle(`aadhar-${id}.pdf`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    const admin = await browser.newPage();
    await loginAs(admin, 'admin', '/kyc-access-log');
    const entry = admin.getByRole('row', { name: new RegExp(`aadhar-${id}\\.pdf`) });
    await expect(entry.getByRole('cell', { name: readUsers().manager.name })).toBeVisible();
    await admin.close();

    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('textbox', { name: 'Search by name' }).fill(owner);
    await page.getByRole('button', { name: `Delete ${owner}` }).click();
    await expect(page.getByText('Are you sure you want to delete this customer?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Customer deleted successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: `View ${owner}` })).toBeHidden();
  });
});
