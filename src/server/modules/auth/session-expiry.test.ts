import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/users';
import { hashToken } from '../../lib/tokens';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, TEST_PASSWORD, type TestUsers } from '../../test/users';

/** Sessions stay open while they are used (decision 210): the expiry slides, at most once an hour. */
let t: TestApp;
let people: TestUsers;
const TTL_HOURS = 48;
const START = new Date('2026-05-01T06:30:00Z');
const hours = (n: number) => new Date(START.getTime() + n * 3600_000);

beforeAll(async () => {
  t = await buildTestApp({ sessionTtlHours: TTL_HOURS });
  t.clock.now = START;
  people = await seedUsers(t);
});
afterAll(() => t.close());

async function signIn() {
  const res = await call(t.app, 'POST', '/api/auth/login-email', {
    body: { email: people.executive.email, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.token as string;
}
const me = (token: string) => call(t.app, 'GET', '/api/auth/me', { token });
const expiry = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!.expiresAt;

describe('a session in use', () => {
  it('slides its expiry to a full TTL from its last use, writing at most once an hour', async () => {
    t.clock.now = START;
    const token = await signIn();
    expect(await expiry(token)).toEqual(hours(TTL_HOURS));
    // Within the hour: the expiry stays as it is (no write).
    t.clock.now = hours(0.5);
    expect((await me(token)).statusCode).toBe(200);
    expect(await expiry(token)).toEqual(hours(TTL_HOURS));
    // After it: a full TTL from now.
    t.clock.now = hours(1.5);
    expect((await me(token)).statusCode).toBe(200);
    expect(await expiry(token)).toEqual(hours(1.5 + TTL_HOURS));
    // Used every day, it outlives its first expiry by far.
    for (let day = 1; day <= 5; day++) {
      t.clock.now = hours(24 * day);
      expect((await me(token)).statusCode).toBe(200);
    }
    expect(await expiry(token)).toEqual(hours(24 * 5 + TTL_HOURS));
  });

  it('still ends when left unused for the TTL, and when signed out', async () => {
    t.clock.now = START;
    const idle = await signIn();
    t.clock.now = hours(TTL_HOURS + 0.01);
    const expired = await me(idle);
    expect(expired.statusCode).toBe(401);
    expect(expired.data.code).toBe('SESSION_EXPIRED');

    const out = await signIn();
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: out })).statusCode).toBeLessThan(300);
    const before = await expiry(out);
    t.clock.now = hours(TTL_HOURS + 3);
    expect((await me(out)).statusCode).toBe(401);
    expect(await expiry(out)).toEqual(before);
  });
});
