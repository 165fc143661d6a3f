import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, TEST_PASSWORD, type TestUsers } from '../../test/users';
import { configureSmtp, drainJobs, startCatcher, tokenFromMail } from '../mail/mail-fixture';
import { RESET_SENT_MESSAGE, RESET_UNAVAILABLE_MESSAGE } from './forgot-password';

let t: TestApp;
let users: TestUsers;
let catcher: SmtpCatcher;
beforeAll(async () => {
  t = await buildTestApp();
  users = await seedUsers(t);
  catcher = await startCatcher();
});
afterAll(async () => {
  await catcher.close();
  await t.close();
});

const forgot = async (email: string) => {
  const started = performance.now();
  const res = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email } });
  return Object.assign(res, { ms: performance.now() - started });
};
const setPassword = (token: string, password: string) =>
  call(t.app, 'POST', '/api/auth/create-password', { body: { token, password, confirmPassword: password } });
const login = (email: string, password: string) =>
  call(t.app, 'POST', '/api/auth/login-email', { body: { email, password } });
const mailsTo = (address: string) => catcher.mails.filter((m) => m.to.includes(address));

describe('forgot password', () => {
  it('without SMTP says so, the same for known and unknown addresses', async () => {
    const known = await forgot(users.manager.email);
    const unknown = await forgot('nobody@example.in');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual({ message: RESET_UNAVAILABLE_MESSAGE });
    }
  });

  it('emails a single-use reset link that sets a new password once', async () => {
    await configureSmtp(t, users.admin.token, catcher);
    const res = await forgot(users.manager.email);
    expect(res.data).toEqual({ message: RESET_SENT_MESSAGE });
    await drainJobs(t);
    const [mail] = mailsTo(users.manager.email);
    expect(mail?.parsed.subject).toBe('Set a new EstateDesk password');
    expect(mail?.parsed.text).toContain(`${t.config.publicUrl}/create-password?token=`);
    expect(mail?.parsed.text).toMatch(/expires on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(India time\)/);
    expect(mail?.parsed.html).toContain('Set a new password</a>');
    const token = tokenFromMail(mail?.parsed.text);
    expect((await setPassword(token, 'Brand-New-Pass-42')).statusCode).toBe(200);
    expect((await login(users.manager.email, 'Brand-New-Pass-42')).statusCode).toBe(200);
    const again = await setPassword(token, 'Another-Pass-77');
    expect(again.statusCode).toBe(400);
    expect(again.data.code).toBe('INVALID_TOKEN');
  });

  it('answers an unknown or deactivated address exactly as a known one, in similar time, and sends nothing', async () => {
    const before = catcher.mails.length;
    const known = await forgot(users.executive.email);
    const unknown = await forgot('nobody@example.in');
    const gone = await forgot(users.deactivated.email);
    for (const res of [unknown, gone]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.body).toBe(known.body);
      expect(res.ms).toBeGreaterThanOrEqual(290);
    }
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(500);
    await drainJobs(t);
    expect(catcher.mails.length).toBe(before + 1);
    expect(mailsTo(users.deactivated.email)).toHaveLength(0);
  });

  it('sends at most three reset emails an hour to one account, answering the same each time', async () => {
    const address = users.executive.email;
    for (let i = 0; i < 4; i++) expect((await forgot(address)).data).toEqual({ message: RESET_SENT_MESSAGE });
    await drainJobs(t);
    expect(mailsTo(address)).toHaveLength(3);
  });

  it('is limited per network address', async () => {
    const limited = await buildTestApp({ loginRateLimitPerMinute: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await call(limited.app, 'POST', '/api/auth/forgot-password', { body: { email: `x${i}@example.in` } }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('invitations by email', () => {
  it('emails the invitation link from Team Structure; it works once, and the link is still returned to copy', async () => {
    const created = await call(t.app, 'POST', '/api/team/createMember', {
      token: users.admin.token,
      body: { name: 'Farah <b>Khan</b>', email: 'farah@example.in', mobile: '9876598765', role: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data.invite.emailedTo).toBe('farah@example.in');
    await drainJobs(t);
    const [mail] = mailsTo('farah@example.in');
    expect(mail?.parsed.subject).toBe('You are invited to EstateDesk');
    expect(mail?.parsed.text).toContain('Hello Farah <b>Khan</b>,');
    expect(mail?.parsed.html).toContain('Hello Farah &lt;b&gt;Khan&lt;/b&gt;,');
    const token = tokenFromMail(mail?.parsed.text);
    expect(created.data.invite.invitePath).toBe(`/create-password?token=${token}`);
    expect((await setPassword(token, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login('farah@example.in', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await setPassword(token, TEST_PASSWORD)).statusCode).toBe(400);
  });
});
