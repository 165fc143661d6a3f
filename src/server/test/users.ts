import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/users';
import { call, type TestApp } from './test-app';

export const TEST_PASSWORD = 'Passw0rd!';

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export interface TestUsers {
  admin: TestUser;
  manager: TestUser;
  executive: TestUser;
  /** Registered, waiting for a role; holds a session from before their role was taken away. */
  pending: TestUser;
  /** Was active with a session, then deactivated. */
  deactivated: TestUser;
}

async function login(t: TestApp, email: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/auth/login-email', { body: { email, password: TEST_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.token;
}

/** Adds a member through the API the way an administrator does, and sets their password from the invite. */
export async function addMember(
  t: TestApp,
  adminToken: string,
  input: { name: string; email: string; role: 0 | 1 | 2; mobile?: string; reportsTo?: string; branchId?: string },
): Promise<TestUser> {
  const created = await call(t.app, 'POST', '/api/team/createMember', {
    token: adminToken,
    body: { mobile: '9876543210', ...input },
  });
  expect(created.statusCode, created.body).toBe(201);
  const token = new URL(created.data.invite.invitePath, 'http://x').searchParams.get('token');
  const set = await call(t.app, 'POST', '/api/auth/create-password', {
    body: { token, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
  });
  expect(set.statusCode, set.body).toBe(200);
  return { id: created.data.member._id, email: input.email, token: await login(t, input.email) };
}

/** One user of every kind the authorisation matrix needs, each with a session token. */
export async function seedUsers(t: TestApp): Promise<TestUsers> {
  const reg = await call(t.app, 'POST', '/api/auth/register', {
    body: { name: 'Asha Admin', email: 'admin@example.in', password: TEST_PASSWORD },
  });
  expect(reg.statusCode, reg.body).toBe(201);
  const admin = { id: reg.data.user._id, email: 'admin@example.in', token: reg.data.token };
  const manager = await addMember(t, admin.token, { name: 'Manoj Manager', email: 'abm@example.in', role: 1 });
  const executive = await addMember(t, admin.token, {
    name: 'Esha Executive',
    email: 'abe@example.in',
    role: 2,
    reportsTo: manager.id,
  });
  const pending = await addMember(t, admin.token, { name: 'Pawan Pending', email: 'pending@example.in', role: 2 });
  await t.database.db.update(users).set({ role: null }).where(eq(users.id, pending.id));
  const deactivated = await addMember(t, admin.token, { name: 'Dev Deactivated', email: 'gone@example.in', role: 1 });
  const off = await call(t.app, 'PUT', `/api/team/updateMember/${deactivated.id}`, {
    token: admin.token,
    body: { status: 'deactivated' },
  });
  expect(off.statusCode, off.body).toBe(200);
  return { admin, manager, executive, pending, deactivated };
}
