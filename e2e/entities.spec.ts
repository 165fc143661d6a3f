import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

test.describe('entity manager', () => {
  test('adds a flat buyer, records two payments and shows the balance and history', { tag: '@india-day' }, async ({
    page,
  }) => {
    const stamp = `${Date.now()}`.slice(-6);
    const name = `Ravi Kulkarni ${stamp}`;
    await loginAs(page, 'admin', '/EntityManager');
    await expect(page.getByRole('heading', { name: 'Entity Manager' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Entity' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Entity' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Mobile').fill(`98${stamp}11`);
    await form.getByLabel('Project').fill('Shree Heights');
    await form.getByLabel('Flat number').fill(`B-${stamp.slice(-3)}`);
    await form.getByLabel('Agreement value (₹)').fill('4850000');
    await form.getByRole('button', { name: 'Add Entity' }).click();

    // A new flat buyer opens on their buyer page.
    await expect(page).toHaveURL(/\/customer\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('link', { name: 'All payments' }).click();
    await expect(page).toHaveURL(/\/Entity\/[0-9a-f-]{36}\/payments$/);

    await page.getByRole('button', { name: 'Add Payment' }).first().click();
    let pay = page.getByRole('dialog', { name: 'Add Payment' });
    await pay.getByLabel('Amount (₹)').fill('500000');
    await pay.getByLabel('Cheque number').fill('004512');
    await pay.getByLabel('Bank').fill('HDFC Bank');
    // A cheque received last month, its date typed day first.
    const chequeDate = pay.getByRole('textbox', { name: 'Date', exact: true });
    await chequeDate.fill('05/10/2026');
    await chequeDate.press('Escape');
    await expect(chequeDate).toHaveValue('05/10/2026');
    await pay.getByRole('button', { name: 'Add Payment' }).click();
    await expect(pay).toBeHidden();

    await page.getByRole('button', { name: 'Add Payment' }).first().click();
    pay = page.getByRole('dialog', { name: 'Add Payment' });
    await pay.getByLabel('Amount (₹)').fill('250000.50');
    await pay.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'UPI', exact: true }).click();
    await pay.getByRole('button', { name: 'Add Payment' }).click();
    await expect(pay).toBeHidden();

    await expect(page.getByLabel('Received: ₹7,50,000.50')).toBeVisible();
    await expect(page.getByLabel('Balance due: ₹40,99,999.50')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row', { name: /004512/ })).toContainText(
      '05/10/2026',
    );

    // The history says who recorded each payment.
    await page.getByRole('link', { name }).click();
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByText('Payment ₹2,50,000.50 received on')).toBeVisible();
    await expect(page.getByText('Payment ₹5,00,000.00 received on')).toBeVisible();
  });
});
