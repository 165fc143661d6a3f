import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { addMember, TEST_PASSWORD } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('first run and registration', () => {
  it('asks for a first user on an empty install, makes them administrator and signs them in', async () => {
    expect((await call(t.app, 'GET', '/api/auth/setup')).data).toEqual({ needsFirstUser: true });
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Asha', email: 'Asha@Example.in ', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.user).toMatchObject({ role: 0, email: 'asha@example.in', name: 'Asha' });
    expect(res.data.token).toEqual(expect.any(String));
    const me = await call(t.app, 'GET', '/api/auth/me', { token: res.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.data.user.email).toBe('asha@example.in');
    expect((await call(t.app, 'GET', '/api/auth/setup')).data).toEqual({ needsFirstUser: false });
  });

  it('leaves later registrations pending, without a session, until approved', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Ravi', email: 'ravi@example.in', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.user.role).toBeNull();
    expect(res.data.token).toBeUndefined();
    expect(res.data.message).toMatch(/administrator must approve/);
    const login = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'ravi@example.in', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.data).toMatchObject({ code: 'PENDING_APPROVAL', message: expect.stringMatching(/approve/) });
  });

  it('refuses a second account with the same email in any case', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Ravi 2', email: 'RAVI@example.in', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.fields.email).toMatch(/already exists/);
  });

  it('names the password rule that failed', async () => {
    const short = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'X', email: 'x@example.in', password: 'abc1' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.data.message).toBe('Password must be at least 8 characters.');
    const noDigit = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'X', email: 'x@example.in', password: 'abcdefghij' },
    });
    expect(noDigit.data.message).toBe('Password must contain a number.');
    expect(
      (await call(t.app, 'POST', '/api/auth/login-email', { body: { email: 'x@example.in', password: 'abcdefghij' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('login and logout', () => {
  it('rejects a wrong password and an unknown email with the same message', async () => {
    const wrong = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'asha@example.in', password: 'nope12345' },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'nobody@example.in', password: 'nope12345' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.data.message).toBe(unknown.data.message);
  });

  it('logs in, and logout revokes exactly that token', async () => {
    const a = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'asha@example.in', password: TEST_PASSWORD },
    });
    const b = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'ASHA@example.in', password: TEST_PASSWORD },
    });
    expect(a.statusCode).toBe(200);
    expect(a.data.user.role).toBe(0);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: a.data.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: a.data.token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: b.data.token })).statusCode).toBe(200);
  });

  it('expires sessions after their lifetime', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'asha@example.in', password: TEST_PASSWORD },
    });
    t.clock.advanceHours(t.config.sessionTtlHours + 1);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: res.data.token });
    t.clock.advanceHours(-(t.config.sessionTtlHours + 1));
    expect(me.statusCode).toBe(401);
    expect(me.data.code).toBe('SESSION_EXPIRED');
  });

  it('answers 401 with a message for a missing or malformed token', async () => {
    const none = await call(t.app, 'GET', '/api/auth/me');
    expect(none.statusCode).toBe(401);
    expect(none.data.message).toMatch(/log in/);
    const junk = await call(t.app, 'GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } });
    expect(junk.statusCode).toBe(401);
  });
});

describe('create-password (invitations)', () => {
  let adminToken: string;
  beforeAll(async () => {
    const res = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'asha@example.in', password: TEST_PASSWORD },
    });
    adminToken = res.data.token;
  });

  async function invite(email: string) {
    const res = await call(t.app, 'POST', '/api/team/createMember', {
      token: adminToken,
      body: { name: 'Invitee', email, mobile: '9876501234', role: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return new URL(res.data.invite.invitePath, 'http://x').searchParams.get('token')!;
  }

  it('sets the password once; the same link then fails', async () => {
    const token = await invite('inv1@example.in');
    const body = { token, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };
    const first = await call(t.app, 'POST', '/api/auth/create-password', { body });
    expect(first.statusCode).toBe(200);
    expect(first.data.message).toMatch(/password has been set/);
    const again = await call(t.app, 'POST', '/api/auth/create-password', { body });
    expect(again.statusCode).toBe(400);
    expect(again.data.message).toMatch(/invalid or has expired/);
    const login = await call(t.app, 'POST', '/api/auth/login-email', {
      body: { email: 'inv1@example.in', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link, a mismatch and a weak password, without using the link up', async () => {
    const token = await invite('inv2@example.in');
    const mismatch = await call(t.app, 'POST', '/api/auth/create-password', {
      body: { token, password: TEST_PASSWORD, confirmPassword: 'Other1234' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.data.message).toBe('Passwords do not match.');
    const weak = await call(t.app, 'POST', '/api/auth/create-password', {
      body: { token, password: 'short', confirmPassword: 'short' },
    });
    expect(weak.data.message).toBe('Password must be at least 8 characters.');
    t.clock.advanceHours(t.config.inviteTtlHours + 1);
    const late = await call(t.app, 'POST', '/api/auth/create-password', {
      body: { token, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    t.clock.advanceHours(-(t.config.inviteTtlHours + 1));
    expect(late.statusCode).toBe(400);
  });

  it('invalidates an older invitation when a new one is issued', async () => {
    const old = await invite('inv3@example.in');
    const members = await call(t.app, 'GET', '/api/team/getAllMembers', { token: adminToken });
    const id = members.data.members.find((m: { email: string }) => m.email === 'inv3@example.in')._id;
    const fresh = await call(t.app, 'POST', `/api/team/invite/${id}`, { token: adminToken });
    const body = { password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };
    expect((await call(t.app, 'POST', '/api/auth/create-password', { body: { token: old, ...body } })).statusCode).toBe(
      400,
    );
    const freshToken = new URL(fresh.data.invite.invitePath, 'http://x').searchParams.get('token');
    expect(
      (await call(t.app, 'POST', '/api/auth/create-password', { body: { token: freshToken, ...body } })).statusCode,
    ).toBe(200);
  });

  it('needs a token', async () => {
    const res = await call(t.app, 'POST', '/api/auth/create-password', {
      body: { password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toMatch(/Missing or invalid token/);
  });

  it('a reset link ends the member’s other sessions', async () => {
    const member = await addMember(t, adminToken, { name: 'Reset Me', email: 'reset@example.in', role: 1 });
    const link = await call(t.app, 'POST', `/api/team/invite/${member.id}`, { token: adminToken });
    const token = new URL(link.data.invite.invitePath, 'http://x').searchParams.get('token');
    await call(t.app, 'POST', '/api/auth/create-password', {
      body: { token, password: 'N3wPassword', confirmPassword: 'N3wPassword' },
    });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: member.token })).statusCode).toBe(401);
  });
});
