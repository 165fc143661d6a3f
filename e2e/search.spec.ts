import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

/** Letters only: a digit-only term is read as a mobile. */
const lettersOf = (digits: string) => digits.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

test.describe('find anything from the header', () => {
  test('Ctrl+K, type, arrow down, Enter opens the lead; "/" and Escape; no matches', async ({ page, request }) => {
    const stamp = `${Date.now()}`.slice(-7);
    const tag = lettersOf(stamp);
    const api = await adminApi(request);
    const meera = `Meera Kshirsagar ${tag}`;
    const rahul = `Rahul Kshirsagar ${tag}`;
    await api.post('/api/lead/create', { name: meera, mobile: `97${stamp}1` });
    const created = await api.post<{ lead: { _id: string } }>('/api/lead/create', {
      name: rahul,
      mobile: `97${stamp}2`,
    });

    await loginAs(page, 'manager');
    await expect(page.getByRole('button', { name: 'Find anything (Ctrl+K)' })).toBeVisible();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Find anything' });
    const box = dialog.getByRole('combobox', { name: /Find leads/ });
    await expect(box).toBeFocused();
    await box.fill(`kshirsagar ${tag}`);
    const leads = dialog.getByRole('group', { name: 'Leads' });
    await expect(leads.getByRole('option')).toHaveCount(2);
    await expect(leads.getByRole('option').first()).toContainText(meera);
    await expect(leads.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(leads.getByRole('option', { name: new RegExp(rahul) })).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/LeadDetails/${created.lead._id}$`));
    await expect(page.getByRole('heading', { name: rahul })).toBeVisible();
    await expect(dialog).toBeHidden();

    // "/" opens it outside a field; Escape closes it; a term without matches says so.
    await page.locator('body').press('/');
    await expect(dialog).toBeVisible();
    await box.fill(`zz${tag}qq`);
    await expect(dialog.getByText(`No matches for “zz${tag}qq”.`)).toBeVisible();
    await box.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('adding a lead with a mobile that is taken links to that lead and names its owner', async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}`.slice(-7);
    const api = await adminApi(request);
    const name = `Sunita Gaikwad ${lettersOf(stamp)}`;
    const mobile = `96${stamp}3`;
    const users = await api.get<{ members: { _id: string; name: string }[] }>('/api/team/getAllMembers');
    const owner = users.members.find((m) => m.name === 'Esha Executive')!;
    const first = await api.post<{ lead: { _id: string } }>('/api/lead/create', {
      name,
      mobile,
      assignedTo: owner._id,
    });

    await loginAs(page, 'manager', '/lead/leads');
    await page.getByRole('button', { name: 'Add Lead' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Lead' });
    await form.getByLabel('Name').fill('S Gaikwad');
    await form.getByLabel(/^Mobile/).fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await form.getByRole('button', { name: 'Add Lead' }).click();
    const link = form.getByRole('link', { name: `Open ${name}'s lead (owner: Esha Executive)` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/LeadDetails/${first.lead._id}$`));
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });
});
