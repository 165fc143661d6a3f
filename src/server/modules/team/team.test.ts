import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, TEST_PASSWORD, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

const admin = () => people.admin.token;

describe('team members', () => {
  it('lists everyone with status, branch and manager, and by role', async () => {
    const all = await call(t.app, 'GET', '/api/team/getAllMembers', { token: admin() });
    expect(all.statusCode).toBe(200);
    const byEmail = Object.fromEntries(all.data.members.map((m: { email: string }) => [m.email, m]));
    expect(byEmail['abe@example.in']).toMatchObject({ role: 2, reportsToName: 'Manoj Manager', hasPassword: true });
    expect(byEmail['pending@example.in'].role).toBeNull();
    expect(byEmail['gone@example.in'].status).toBe('deactivated');
    const managers = await call(t.app, 'GET', '/api/team/getMembersByRole/1', { token: admin() });
    expect(managers.data.members.every((m: { role: number }) => m.role === 1)).toBe(true);
    expect(managers.data.members.map((m: { email: string }) => m.email)).toContain('abm@example.in');
    const bad = await call(t.app, 'GET', '/api/team/getMembersByRole/7', { token: admin() });
    expect(bad.statusCode).toBe(400);
  });

  it('creates a member without a password and returns a single-use invitation path', async () => {
    const res = await call(t.app, 'POST', '/api/team/createMember', {
      token: admin(),
      body: { name: 'Neha', email: 'neha@example.in', mobile: '+91 98220 12345', role: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.member).toMatchObject({ hasPassword: false, mobile: '9822012345', status: 'active' });
    expect(res.data.invite.invitePath).toMatch(/^\/create-password\?token=[\w-]{40,}$/);
    const login = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'neha@example.in', password: 'x' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('validates the member form with field messages and changes nothing', async () => {
    const before = (await call(t.app, 'GET', '/api/team/getAllMembers', { token: admin() })).data.members.length;
    const res = await call(t.app, 'POST', '/api/team/createMember', {
      token: admin(),
      body: { name: ' ', email: 'not-an-email', mobile: '12345', role: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.data.fields)).toEqual(expect.arrayContaining(['name', 'email', 'mobile', 'role']));
    const dup = await call(t.app, 'POST', '/api/team/createMember', {
      token: admin(),
      body: { name: 'Dup', email: 'ABM@example.in', mobile: '9822012345', role: 1 },
    });
    expect(dup.statusCode).toBe(409);
    const after = (await call(t.app, 'GET', '/api/team/getAllMembers', { token: admin() })).data.members.length;
    expect(after).toBe(before);
  });

  it('checks the reporting line: an executive reports to a manager', async () => {
    const res = await call(t.app, 'POST', '/api/team/createMember', {
      token: admin(),
      body: { name: 'Wrong Line', email: 'wl@example.in', mobile: '9822012346', role: 2, reportsTo: people.admin.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields.reportsTo).toMatch(/reports to an active area business manager/);
  });

  it('approves a pending registration by giving a role', async () => {
    const reg = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Kiran', email: 'kiran@example.in', password: TEST_PASSWORD },
    });
    const id = reg.data.user._id;
    const refused = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'kiran@example.in', password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    const ok = await call(t.app, 'PUT', `/api/team/updateMember/${id}`, { token: admin(), body: { role: 1 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.member.role).toBe(1);
    const login = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'kiran@example.in', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.data.user.role).toBe(1);
  });

  it('deactivation ends the member’s sessions at once and blocks login; reactivation restores login', async () => {
    const m = await addMember(t, admin(), { name: 'Short Stay', email: 'short@example.in', role: 1 });
    expect((await call(t.app, 'GET', '/api/branch/getAllBranch', { token: m.token })).statusCode).toBe(200);
    await call(t.app, 'PUT', `/api/team/updateMember/${m.id}`, { token: admin(), body: { status: 'deactivated' } });
    expect((await call(t.app, 'GET', '/api/branch/getAllBranch', { token: m.token })).statusCode).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: m.email, password: TEST_PASSWORD },
    });
    // Answered like a wrong password, so a guesser cannot tell the password was right (decision 061).
    expect(login.statusCode).toBe(401);
    expect(login.data.code).toBe('INVALID_CREDENTIALS');
    await call(t.app, 'PUT', `/api/team/updateMember/${m.id}`, { token: admin(), body: { status: 'active' } });
    const again = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: m.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });

  it('an administrator cannot lock themselves out, and the last administrator stays', async () => {
    const self = await call(t.app, 'PUT', `/api/team/updateMember/${people.admin.id}`, {
      token: admin(),
      body: { role: 1 },
    });
    expect(self.statusCode).toBe(400);
    const del = await call(t.app, 'DELETE', `/api/team/deleteMember/${people.admin.id}`, { token: admin() });
    expect(del.statusCode).toBe(400);
  });

  it('an update without branch or manager keeps them', async () => {
    const res = await call(t.app, 'PUT', `/api/team/updateMember/${people.executive.id}`, {
      token: admin(),
      body: { name: 'Esha E.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.member).toMatchObject({ name: 'Esha E.', reportsTo: people.manager.id });
  });

  it('refuses to delete a member others report to (409, suggests deactivation), deletes one nobody refers to', async () => {
    const res = await call(t.app, 'DELETE', `/api/team/deleteMember/${people.manager.id}`, { token: admin() });
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toMatch(/Deactivate them instead/);
    const loner = await addMember(t, admin(), { name: 'Loner', email: 'loner@example.in', role: 1 });
    const ok = await call(t.app, 'DELETE', `/api/team/deleteMember/${loner.id}`, { token: admin() });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/team/getMemberById/${loner.id}`, { token: admin() })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: loner.token })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    const missing = await call(t.app, 'GET', '/api/team/getMemberById/00000000-0000-4000-8000-000000000000', {
      token: admin(),
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await call(t.app, 'GET', '/api/team/getMemberById/abc', { token: admin() });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('branches', () => {
  it('creates, renames, refuses duplicates, and refuses deleting a branch in use', async () => {
    const made = await call(t.app, 'POST', '/api/branch/create', {
      token: people.manager.token,
      body: { name: 'Pune – Baner', city: 'Pune', state: 'Maharashtra' },
    });
    expect(made.statusCode).toBe(201);
    const id = made.data.branch._id;
    const dup = await call(t.app, 'POST', '/api/branch/create', { token: admin(), body: { name: 'pune – baner' } });
    expect(dup.statusCode).toBe(409);
    const renamed = await call(t.app, 'PUT', `/api/branch/updateBranch/${id}`, {
      token: admin(),
      body: { name: 'Pune – Baner Road', city: 'Pune' },
    });
    expect(renamed.data.branch).toMatchObject({ name: 'Pune – Baner Road', state: null, memberCount: 0 });
    await addMember(t, admin(), { name: 'Branch Person', email: 'bp@example.in', role: 1, branchId: id });
    const busy = await call(t.app, 'DELETE', `/api/branch/deleteBranch/${id}`, { token: admin() });
    expect(busy.statusCode).toBe(409);
    expect(busy.data.message).toMatch(/Move them to another branch/);
    const list = await call(t.app, 'GET', '/api/branch/getAllBranch', { token: admin() });
    expect(list.data.branches.find((b: { _id: string }) => b._id === id).memberCount).toBe(1);
  });
});
