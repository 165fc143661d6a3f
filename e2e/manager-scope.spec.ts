import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';
import { loginAs } from './fixtures/login';

const shots = process.env.SCOPE_SHOTS_DIR;
const sizes = [
  [1366, 768],
  [1920, 1080],
] as const;

// Decision 156: an administrator widens a manager's leads on the member form, and the call queue
// offers Mine / Team.
test.describe("a manager's scope", () => {
  test('an administrator gives a manager another branch from the member form', async ({ page, request }) => {
    const api = await adminApi(request);
    const stamp = `${Date.now()}`.slice(-6);
    const baner = (await api.post<{ branch: { _id: string } }>('/api/branch/create', { name: `Scope Baner ${stamp}` }))
      .branch._id;
    const wakadName = `Scope Wakad ${stamp}`;
    const wakad = (await api.post<{ branch: { _id: string } }>('/api/branch/create', { name: wakadName })).branch._id;
    const name = `Scope Manager ${stamp}`;
    const created = await api.post<{ member: { _id: string } }>('/api/team/createMember', {
      name,
      email: `scope.manager.${stamp}@e2e.example`,
      mobile: `98${stamp}12`.slice(0, 10),
      role: 1,
      branchId: baner,
    });

    await loginAs(page, 'admin', '/team');
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = page.getByRole('dialog', { name: `Edit ${name}` });
    const scope = form.getByRole('group', { name: 'Leads this manager works' });
    await expect(scope).toBeVisible();
    await expect(scope.getByRole('checkbox', { name: /All branches/ })).not.toBeChecked();
    await scope.getByLabel('More branches').click();
    await page.getByRole('option', { name: wakadName }).click();
    await form.getByRole('heading').first().click();
    if (shots) {
      for (const [width, height] of sizes) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: `${shots}/member-form-${width}.png` });
      }
    }
    await form.getByRole('button', { name: /Save/ }).click();
    await expect(form).toBeHidden();
    const saved = await api.get<{ member: { leadBranchIds: string[]; allLeadBranches: boolean } }>(
      `/api/team/getMemberById/${created.member._id}`,
    );
    expect(saved.member).toEqual(expect.objectContaining({ leadBranchIds: [wakad], allLeadBranches: false }));
  });

  test("the call queue switches between the administrator's own and the team's", async ({ page, request }) => {
    const api = await adminApi(request);
    const stamp = `${Date.now()}`.slice(-7);
    // Nobody's lead: it is in the team's queue only.
    const lead = `Unassigned Enquiry ${stamp}`;
    await api.post('/api/lead/create', { name: lead, mobile: `93${stamp}1`.slice(0, 10) });
    await loginAs(page, 'admin', '/dialup?for=team');
    await expect(page.getByRole('radio', { name: 'Team' })).toBeChecked();
    await expect(page.getByText("Your team's queue")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Call queue' }).getByText(lead)).toBeVisible();
    if (shots) {
      for (const [width, height] of sizes) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: `${shots}/dialup-team-${width}.png` });
      }
    }
    await page.getByText('Mine', { exact: true }).click();
    await expect(page).toHaveURL(/for=mine/);
    await expect(page.getByText("Your team's queue")).toBeHidden();
    if (shots) await page.screenshot({ path: `${shots}/dialup-mine-${page.viewportSize()?.width}.png` });
  });
});
