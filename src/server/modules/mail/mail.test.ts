import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfile } from '../../db/schema/company';
import { emailOutbox } from '../../db/schema/email-outbox';
import { jobs as jobsTable } from '../../db/schema/jobs';
import { LOGO_CID } from '../../mail/letterhead-logo';
import { multipartBody, samples } from '../../test/multipart';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { configureSmtp, drainJobs, startCatcher } from './mail-fixture';
import { queueEmails } from './outbox';

let t: TestApp;
let users: TestUsers;
let catcher: SmtpCatcher;

beforeAll(async () => {
  t = await buildTestApp();
  users = await seedUsers(t);
  catcher = await startCatcher();
  // Markup in the company name proves the HTML part escapes what it is given.
  await t.database.db
    .insert(companyProfile)
    .values({ name: 'Sunrise & Sons <Estates>', address: '12 MG Road', city: 'Pune', state: 'Maharashtra' });
});
afterAll(async () => {
  await catcher.close();
  await t.close();
});

const testSend = (to = 'owner@sunrise.example.in') =>
  call(t.app, 'POST', '/api/settings/smtp/test', { token: users.admin.token, body: { to } });

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const outboxOf = async (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

const invite = (email: string) =>
  call(t.app, 'POST', '/api/team/createMember', {
    token: users.admin.token,
    body: { name: 'Rekha Nair', email, mobile: '9876501234', role: 1 },
  });

describe('SMTP settings and the test email', () => {
  it('says email is not set up until an administrator saves the settings, and invites then give only a link', async () => {
    const status = await call(t.app, 'GET', '/api/settings/mail-status', { token: users.manager.token });
    expect(status.data).toEqual({ configured: false });
    const res = await invite('early@example.in');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.invite.emailedTo).toBeNull();
    expect(res.data.invite.invitePath).toMatch(/^\/create-password\?token=/);
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
    const test = await testSend();
    expect(test.data).toMatchObject({ ok: false, message: expect.stringMatching(/not set up/) });
  });

  it('sends a test email the in-process server receives, with text and escaped HTML parts', async () => {
    const saved = await configureSmtp(t, users.admin.token, catcher);
    expect(saved.data.settings).toMatchObject({ host: '127.0.0.1', security: 'none', user: 'estatedesk' });
    expect(saved.data.password).toEqual({ set: true, changedAt: expect.any(String) });
    const res = await testSend();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ ok: true, response: expect.stringMatching(/^250/) });
    const mail = await catcher.waitFor((m) => m.to.includes('owner@sunrise.example.in'));
    expect(mail.user).toBe('estatedesk');
    expect(mail.parsed.subject).toBe('EstateDesk test email');
    expect(mail.parsed.from?.text).toBe('"Sunrise Estates" <crm@sunrise.example.in>');
    expect(mail.parsed.replyTo?.text).toBe('sales@sunrise.example.in');
    expect(mail.parsed.messageId).toBe(res.data.messageId);
    // Indian date in the body (dd/mm/yyyy), the letterhead in both parts.
    expect(mail.parsed.text).toMatch(/sent on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(India time\)/);
    expect(mail.parsed.text).toContain('Sunrise & Sons <Estates>');
    expect(mail.parsed.html).toContain('Sunrise &amp; Sons &lt;Estates&gt;');
    expect(mail.parsed.html).not.toContain('<Estates>');
    expect(mail.parsed.text).toContain('12 MG Road, Pune, Maharashtra');
  });

  it("shows the server's own words when the password is wrong", async () => {
    await configureSmtp(t, users.admin.token, catcher, { password: 'not-the-password' });
    const res = await testSend();
    expect(res.data.ok).toBe(false);
    expect(res.data.message).toMatch(/refused the user name or password/);
    expect(res.data.message).toMatch(/535/);
    expect(res.data.message).not.toContain('not-the-password');
  });

  it('names a refused connection and a certificate it cannot trust', async () => {
    await configureSmtp(t, users.admin.token, { host: '127.0.0.1', port: await freePort() });
    const refused = await testSend();
    expect(refused.data).toMatchObject({ ok: false, message: expect.stringMatching(/connection refused/) });
    // smtp-server offers STARTTLS with its own self-signed certificate.
    await configureSmtp(t, users.admin.token, catcher, { security: 'starttls' });
    const untrusted = await testSend();
    expect(untrusted.data).toMatchObject({ ok: false, message: expect.stringMatching(/certificate/) });
  });

  it('keeps the stored password when the form sends none, and refuses a bad port with a sentence', async () => {
    const before = await call(t.app, 'GET', '/api/settings/smtp', { token: users.admin.token });
    await configureSmtp(t, users.admin.token, catcher, { password: '' });
    const after = await call(t.app, 'GET', '/api/settings/smtp', { token: users.admin.token });
    expect(after.data.password).toEqual(before.data.password);
    const bad = await call(t.app, 'PUT', '/api/settings/smtp', {
      token: users.admin.token,
      body: { ...after.data.settings, port: 70000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.fields.port).toBe('Port must be between 1 and 65535.');
  });
});

describe('every email is a job', () => {
  beforeAll(async () => {
    await configureSmtp(t, users.admin.token, catcher);
  });

  it('retries after a temporary refusal and sends exactly once', async () => {
    catcher.rejectNext(451, '4.3.0 Mailbox busy, try later');
    const res = await invite('retry@example.in');
    expect(res.data.invite.emailedTo).toBe('retry@example.in');
    await drainJobs(t);
    let [row] = await outboxOf('retry@example.in');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/451/) });
    t.clock.advanceHours(1);
    await drainJobs(t);
    [row] = await outboxOf('retry@example.in');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null, messageId: expect.any(String) });
    t.clock.advanceHours(24);
    await drainJobs(t);
    expect(catcher.mails.filter((m) => m.to.includes('retry@example.in'))).toHaveLength(1);
  });

  it('gives up at once on a permanent refusal and shows it in the admin list', async () => {
    catcher.rejectNext(550, '5.1.1 No such mailbox');
    await invite('nobody@example.in');
    await drainJobs(t);
    const [row] = await outboxOf('nobody@example.in');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/550/) });
    const list = await call(t.app, 'GET', '/api/settings/emails', { token: users.admin.token });
    expect(list.data.emails.find((e: { to: string }) => e.to === 'nobody@example.in')).toMatchObject({
      status: 'failed',
      relatedKind: 'invite',
      subject: 'You are invited to EstateDesk',
    });
    expect(catcher.mails.filter((m) => m.to.includes('nobody@example.in'))).toHaveLength(0);
  });

  it('queues a batch in one call: ids in order, a key already used keeps its first email, one send each', async () => {
    const ctx = t.app.appContext;
    const mail = (to: string, key: string) => ({
      to,
      content: { subject: `Batch ${key}`, greeting: 'Dear buyer,', paragraphs: ['One of a batch.'] },
      related: { kind: 'batch-test', id: key },
      createdBy: null,
      idempotencyKey: `batch-test:${key}`,
    });
    const first = await ctx.db.transaction((tx) => queueEmails(ctx, tx, [mail('b1@example.in', '1')]));
    expect(first.queued).toBe(true);
    const batch = [mail('b2@example.in', '2'), mail('b1@example.in', '1'), mail('b3@example.in', '3')];
    // The same key twice in one batch, as a retried batch would carry it, is still one email.
    batch.push(mail('b3@example.in', '3'));
    const res = await ctx.db.transaction((tx) => queueEmails(ctx, tx, batch));
    if (!res.queued || !first.queued) throw new Error('not queued');
    expect(res.outboxIds).toHaveLength(4);
    expect(res.outboxIds[1]).toBe(first.outboxIds[0]);
    expect(res.outboxIds[3]).toBe(res.outboxIds[2]);
    const again = await ctx.db.transaction((tx) => queueEmails(ctx, tx, batch));
    expect(again).toEqual(res);
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.relatedKind, 'batch-test'));
    expect(rows.map((r) => r.to).sort()).toEqual(['b1@example.in', 'b2@example.in', 'b3@example.in']);
    const sends = await t.database.db.select().from(jobsTable).where(eq(jobsTable.kind, 'email.send'));
    for (const r of rows) {
      expect(sends.filter((j) => (j.payload as { outboxId: string }).outboxId === r.id)).toHaveLength(1);
    }
    await drainJobs(t);
    for (const to of ['b1@example.in', 'b2@example.in', 'b3@example.in']) {
      expect(catcher.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
    }
  });

  it('writes no email when the change that causes it rolls back', async () => {
    const dup = await invite('retry@example.in');
    expect(dup.statusCode).toBe(409);
    expect(await outboxOf('retry@example.in')).toHaveLength(1);
  });
});

describe('the logo in the letterhead, and sending a failed email again', () => {
  const putCompany = (fields: Record<string, string>, parts: Parameters<typeof multipartBody>[1] = []) => {
    const body = multipartBody(
      { name: 'Sunrise & Sons <Estates>', address: '12 MG Road', city: 'Pune', state: 'Maharashtra', ...fields },
      parts,
    );
    return t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: { ...body.headers, authorization: `Bearer ${users.admin.token}` },
      payload: body.payload,
    });
  };
  const retry = (id: string, token = users.admin.token) =>
    call(t.app, 'POST', `/api/settings/emails/${id}/retry`, { token });
  const sentTo = (to: string) => catcher.mails.filter((m) => m.to.includes(to));

  beforeAll(async () => {
    await configureSmtp(t, users.admin.token, catcher);
  });

  it('carries the company logo inside the message as an inline image the HTML points at', async () => {
    const saved = await putCompany({}, [
      { field: 'logo', filename: 'sunrise.png', content: samples.png, contentType: 'image/png' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    await invite('logo@example.in');
    await drainJobs(t);
    const mail = await catcher.waitFor((m) => m.to.includes('logo@example.in'));
    // mailparser resolves cid: links to their parts, as a mail program does.
    expect(mail.parsed.html).toContain(`<img src="data:image/png;base64,${samples.png.toString('base64')}"`);
    expect(mail.parsed.attachments).toHaveLength(1);
    const [logo] = mail.parsed.attachments;
    expect(logo).toMatchObject({
      cid: LOGO_CID,
      contentType: 'image/png',
      contentDisposition: 'inline',
      related: true,
    });
    expect(logo?.content.equals(samples.png)).toBe(true);
    // The test email has the same letterhead.
    await testSend('logo-test@example.in');
    const test = await catcher.waitFor((m) => m.to.includes('logo-test@example.in'));
    expect(test.parsed.attachments.map((a) => a.cid)).toEqual([LOGO_CID]);
  });

  it('drops the image, not the email, when the logo was removed after the email was queued', async () => {
    await invite('no-logo@example.in');
    expect((await putCompany({ removeLogo: 'true' })).statusCode).toBe(200);
    await drainJobs(t);
    const mail = await catcher.waitFor((m) => m.to.includes('no-logo@example.in'));
    expect(mail.parsed.attachments).toHaveLength(0);
    expect(mail.parsed.html).not.toContain('<img');
    expect(mail.parsed.html).toContain('Sunrise &amp; Sons &lt;Estates&gt;');
  });

  it('lets an administrator send a failed email again, once per failure', async () => {
    catcher.rejectNext(550, '5.2.2 Mailbox full');
    await invite('full@example.in');
    await drainJobs(t);
    const [failed] = await outboxOf('full@example.in');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    const id = failed?.id ?? '';

    const res = await retry(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.email).toMatchObject({ _id: id, status: 'queued', attempts: 1 });
    // Pressed twice before the worker ran: the row is no longer failed, nothing more is queued.
    const twice = await retry(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.data).toMatchObject({ code: 'EMAIL_NOT_FAILED', message: 'Only a failed email can be sent again.' });

    await drainJobs(t);
    const [sent] = await outboxOf('full@example.in');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sentTo('full@example.in')).toHaveLength(1);
    const jobs = await t.database.db.select().from(jobsTable).where(eq(jobsTable.kind, 'email.send'));
    expect(
      jobs
        .filter((j) => JSON.stringify(j.payload).includes(id))
        .map((j) => j.status)
        .sort(),
    ).toEqual(['failed', 'succeeded']);

    expect((await retry(id)).statusCode).toBe(409);
    expect((await retry(id, users.manager.token)).statusCode).toBe(403);
    const missing = await retry('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.data.message).toBe('That email does not exist.');
  });
});
