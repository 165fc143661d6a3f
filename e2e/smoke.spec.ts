import { expect, test } from '@playwright/test';

test.describe('smoke', () => {
  test('the web app loads at / and sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('/api/health answers ok', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', state: 'up' } });
  });

  test('/api/docs serves the OpenAPI UI and document', async ({ page, request }) => {
    const spec = await request.get('/api/docs/json');
    expect(spec.status()).toBe(200);
    const doc = await spec.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/auth/login-email');
    await page.goto('/api/docs');
    await expect(page.getByText('EstateDesk API').first()).toBeVisible();
  });
});
