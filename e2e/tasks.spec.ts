import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

/** The number on a count card ("Open: 3" is its accessible name). */
async function count(page: Page, label: string): Promise<number> {
  const card = page.getByRole('button', { name: new RegExp(`^${label}: \\d+$`) });
  await expect(card).toBeVisible();
  return Number((await card.getAttribute('aria-label'))?.split(': ')[1]);
}

test.describe('tasks', () => {
  test('creates a task, sees it in My tasks, marks it done, and the counts move', { tag: '@india-day' }, async ({
    page,
  }) => {
    const title = `Collect the token cheque ${`${Date.now()}`.slice(-6)}`;
    await loginAs(page, 'manager', '/MainTaskIndex');
    await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My tasks', selected: true })).toBeVisible();
    const open = await count(page, 'Open');
    const done = await count(page, 'Done');

    await page.getByRole('button', { name: 'Add Task' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Task' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Priority').click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
    await form.getByRole('button', { name: 'Add Task' }).click();
    // The 3-second toast first: under CI's load the dialog's closing can outlast it.
    await expect(page.getByText(`Task "${title}" was added.`)).toBeVisible();
    await expect(form).toBeHidden();

    const table = page.getByRole('table', { name: 'Tasks' });
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('High')).toBeVisible();
    await expect.poll(() => count(page, 'Open')).toBe(open + 1);

    await row.getByRole('button', { name: `Mark done: ${title}` }).click();
    await expect(page.getByText(`"${title}" is done.`)).toBeVisible();
    await expect.poll(() => count(page, 'Done')).toBe(done + 1);
    await expect.poll(() => count(page, 'Open')).toBe(open);
    await expect(row.getByRole('button', { name: `Status of ${title}: Done. Change status` })).toBeVisible();

    // The Done card filters the list, and the filter lives in the URL.
    await page.getByRole('button', { name: /^Done: \d+$/ }).click();
    await expect(page).toHaveURL(/status=done/);
    await expect(table.getByRole('row').filter({ hasText: title })).toBeVisible();
  });
});
