import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../../domain/password-rules';
import { users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, TEST_PASSWORD, type TestUsers } from '../../test/users';
import { hashPassword } from './password-hash';

let t: TestApp;
let people: TestUsers;
const office = Array.from({ length: 15 }, (_, i) => `staff${i + 1}@example.in`);

beforeAll(async () => {
  // The production limits (10 failures per account, 30 per address an hour), and 5 registrations a minute.
  t = await buildTestApp({ loginRateLimitPerMinute: 5 });
  expect(t.config.loginFailuresPerAccount).toBe(10);
  expect(t.config.loginFailuresPerAddress).toBe(30);
  people = await seedUsers(t);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await t.database.db
    .insert(users)
    .values(office.map((email, i) => ({ name: `Staff ${i + 1}`, email, passwordHash, role: 1 })));
});
afterAll(() => t.close());

/** A request from a given address, as the office router or a guesser would send it. */
async function from(address: string, url: string, body: unknown) {
  const res = await t.app.inject({ method: 'POST', url, remoteAddress: address, payload: body as object });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}
const login = (address: string, email: string, password: string) =>
  from(address, '/api/auth/login-email', { email, password });
const minutes = (n: number) => t.clock.advanceHours(n / 60);

describe('sign-in throttling counts failures only (ASVS V6)', () => {
  it('lets fifteen people behind one office address sign in within a minute, twice over', async () => {
    for (const round of [1, 2]) {
      for (const email of office) {
        const res = await login('203.0.113.10', email, TEST_PASSWORD);
        expect(res.status, `${email}, round ${round}`).toBe(200);
      }
    }
  });

  it('stops 30 wrong passwords on one account with 429 and a sentence, and holds the right one back too', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 30; i++) {
      // Each guess from a new address, so only the account's count can stop them.
      last = await login(`198.51.100.${i + 1}`, office[0]!, `Wrong-guess-${i}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(last!.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Wait 1 minute/),
    });
    expect(Number(last!.retryAfter)).toBeGreaterThan(0);
    expect((await login('203.0.113.10', office[0]!, TEST_PASSWORD)).status).toBe(429);
    // Others in the office are not affected.
    expect((await login('203.0.113.10', office[1]!, TEST_PASSWORD)).status).toBe(200);
  });

  it('holds an account back longer after each further failure, and a right password clears the count', async () => {
    minutes(1.1);
    expect((await login('198.51.100.200', office[0]!, 'Wrong-again-1')).status).toBe(401);
    const held = await login('198.51.100.200', office[0]!, TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.message).toMatch(/Wait 2 minutes/);
    minutes(1.1);
    expect((await login('198.51.100.200', office[0]!, TEST_PASSWORD)).status).toBe(429);
    minutes(1);
    expect((await login('198.51.100.200', office[0]!, TEST_PASSWORD)).status).toBe(200);
    // The count starts again from nothing: nine more mistakes are still only mistakes.
    for (let i = 0; i < 9; i++) expect((await login('198.51.100.201', office[0]!, `Oops-${i}`)).status).toBe(401);
    expect((await login('198.51.100.201', office[0]!, TEST_PASSWORD)).status).toBe(200);
  });

  it('stops a guesser spraying many accounts from one address, and only that address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const email = i < office.length ? office[i]! : `nobody${i}@example.in`;
      statuses.push((await login('192.0.2.66', email, 'Summer2026!')).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect((await login('203.0.113.10', office[5]!, TEST_PASSWORD)).status).toBe(200);
    minutes(61);
    expect((await login('192.0.2.66', office[5]!, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('a deactivated or pending account tells a guesser nothing', () => {
  const refusal = { status: 401, body: { message: 'Incorrect email or password.', code: 'INVALID_CREDENTIALS' } };

  it('answers a deactivated account exactly like a wrong password, right password or not', async () => {
    const right = await login('203.0.113.20', people.deactivated.email, TEST_PASSWORD);
    const wrong = await login('203.0.113.20', people.deactivated.email, 'Not-the-password-1');
    const unknown = await login('203.0.113.20', 'no-such-person@example.in', TEST_PASSWORD);
    for (const res of [right, wrong, unknown]) expect({ status: res.status, body: res.body }).toEqual(refusal);
  });

  it('says "waiting for approval" only to the right password', async () => {
    const wrong = await login('203.0.113.21', people.pending.email, 'Not-the-password-1');
    expect({ status: wrong.status, body: wrong.body }).toEqual(refusal);
    const right = await login('203.0.113.21', people.pending.email, TEST_PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('PENDING_APPROVAL');
  });
});

describe('register and create-password stay limited per address', () => {
  it('answers 429 after 5 registrations a minute from one address, the 409 for a known email included', async () => {
    const register = (i: number) =>
      from('203.0.113.30', '/api/auth/register', {
        name: 'Probe',
        email: i % 2 ? people.admin.email : `probe${i}@example.in`,
        password: 'Kavita2026',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await register(i)).status);
    expect(statuses).toEqual([201, 409, 201, 409, 201, 429]);
    const refused = await register(7);
    expect(refused.body.message).toBe('Too many attempts from your network. Wait a minute and try again.');
    expect(refused.retryAfter).toBeDefined();
    // Another address, and this one a minute later, may go on.
    expect(
      (await from('203.0.113.31', '/api/auth/register', { name: 'P', email: 'p@example.in', password: 'Kavita2026' }))
        .status,
    ).toBe(201);
    minutes(1.1);
    expect((await register(8)).status).toBe(201);
  });

  it('limits create-password the same way', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await from('203.0.113.32', '/api/auth/create-password', {
        token: `guess-${i}`,
        password: 'Kavita2026',
        confirmPassword: 'Kavita2026',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('common passwords', () => {
  it('refuses "Password1" and its kind with a sentence naming the reason', async () => {
    for (const password of ['Password1', 'qwerty123', 'ILOVEYOU1']) {
      const res = await from('203.0.113.40', '/api/auth/register', { name: 'C', email: 'c@example.in', password });
      expect(res.status).toBe(400);
      expect(res.body.fields.password).toBe(COMMON_PASSWORD_MESSAGE);
    }
  });
});
