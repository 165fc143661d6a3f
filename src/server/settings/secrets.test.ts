import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { settings } from '../db/schema/settings';
import { configureSmtp, drainJobs, SMTP_PASSWORD, startCatcher } from '../modules/mail/mail-fixture';
import type { SmtpCatcher } from '../test/smtp-catcher';
import { buildTestApp, call, type TestApp } from '../test/test-app';
import { seedUsers, type TestUsers } from '../test/users';
import { rotateSecrets } from './rotate-secrets';
import { keyIdOf, SecretKeyError } from './secret-box';
import { resolveSecretsKey, secretsKeyPath } from './secrets-key';
import { createSettingsStore } from './settings-store';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let users: TestUsers;
let catcher: SmtpCatcher;
beforeAll(async () => {
  // Every log line, at the most talkative level, is kept and scanned for the secret below.
  t = await buildTestApp({}, { logger: { level: 'trace', stream: logStream } });
  users = await seedUsers(t);
  catcher = await startCatcher();
});
afterAll(async () => {
  await catcher.close();
  await t.close();
});

const secretForms = (secret: string) => [
  secret,
  Buffer.from(secret).toString('base64'),
  // AUTH PLAIN carries "\0user\0password" in base64.
  Buffer.from(`\0estatedesk\0${secret}`).toString('base64'),
];

describe('secrets at rest and in answers', () => {
  it('stores only ciphertext, under the key id of SECRETS_KEY, and never answers with the secret', async () => {
    const put = await configureSmtp(t, users.admin.token, catcher);
    const get = await call(t.app, 'GET', '/api/settings/smtp', { token: users.admin.token });
    for (const body of [put.body, get.body])
      for (const form of secretForms(SMTP_PASSWORD)) expect(body).not.toContain(form);
    expect(get.data.password).toEqual({ set: true, changedAt: expect.any(String) });

    const rows = await t.database.db.select().from(settings);
    const dump = JSON.stringify(rows);
    for (const form of secretForms(SMTP_PASSWORD)) expect(dump).not.toContain(form);
    const sealed = rows.find((r) => r.key === 'smtp.password');
    expect(sealed).toMatchObject({ secretKeyId: keyIdOf(t.config.secretsKey!), value: null });
    expect(Buffer.from(sealed!.secretIv!, 'base64')).toHaveLength(12);
    expect(await t.app.appContext.settings.getSecret('smtp.password')).toBe(SMTP_PASSWORD);
  });

  it('writes no secret to any log line, even when sending fails and jobs retry', async () => {
    const wrong = 'Wrong-Secret-4471';
    await configureSmtp(t, users.admin.token, catcher, { password: wrong });
    const failed = await call(t.app, 'POST', '/api/settings/smtp/test', {
      token: users.admin.token,
      body: { to: 'a@example.in' },
    });
    expect(failed.data.ok).toBe(false);
    for (const form of secretForms(wrong)) expect(failed.body).not.toContain(form);
    await call(t.app, 'POST', '/api/team/createMember', {
      token: users.admin.token,
      body: { name: 'Log Scan', email: 'logscan@example.in', mobile: '9876512345', role: 1 },
    });
    await drainJobs(t);
    await configureSmtp(t, users.admin.token, catcher);
    t.clock.advanceHours(1);
    await drainJobs(t);
    expect(logLines.length).toBeGreaterThan(10);
    const all = logLines.join('');
    expect(all).toContain('email.send');
    for (const secret of [wrong, SMTP_PASSWORD])
      for (const form of secretForms(secret)) expect(all).not.toContain(form);
  });

  it('re-encrypts every secret under a new key in one go; the old key then names itself as wrong', async () => {
    const oldKey = t.config.secretsKey!;
    const newKey = randomBytes(32);
    expect(await rotateSecrets(t.database.db, oldKey, newKey)).toBe(1);
    const fresh = createSettingsStore({ db: t.database.db, clock: () => new Date(), secretsKey: newKey });
    expect(await fresh.getSecret('smtp.password')).toBe(SMTP_PASSWORD);
    await expect(t.app.appContext.settings.getSecret('smtp.password')).rejects.toThrow(SecretKeyError);
    await expect(t.app.appContext.settings.getSecret('smtp.password')).rejects.toThrow(keyIdOf(newKey));
    // A second rotation from the wrong key changes nothing.
    await expect(rotateSecrets(t.database.db, oldKey, randomBytes(32))).rejects.toThrow(SecretKeyError);
    expect(await fresh.getSecret('smtp.password')).toBe(SMTP_PASSWORD);
    await rotateSecrets(t.database.db, newKey, oldKey);
  });
});

describe('where the key comes from', () => {
  it('refuses a SECRETS_KEY that is not 32 bytes, without echoing it', () => {
    const attempt = () => loadConfig({ SECRETS_KEY: 'c2hvcnQta2V5' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SECRETS_KEY must be 32 random bytes in base64/);
    expect(attempt).not.toThrow(/c2hvcnQta2V5/);
    expect(loadConfig({ SECRETS_KEY: randomBytes(32).toString('base64') }).secretsKey).toHaveLength(32);
  });

  it('makes DATA_DIR/secrets.key (0600) on an embedded install and reads it back on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'estatedesk-secrets-'));
    try {
      const config = { ...t.config, dataDir, secretsKey: undefined };
      const handle = { ...t.database, kind: 'pglite' as const };
      const first = await resolveSecretsKey(config, handle);
      const path = secretsKeyPath(dataDir);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(Buffer.from(readFileSync(path, 'utf8').trim(), 'base64').equals(first.secretsKey!)).toBe(true);
      const second = await resolveSecretsKey(config, handle);
      expect(second.secretsKey!.equals(first.secretsKey!)).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with PostgreSQL and no SECRETS_KEY, refuses to start once a secret is stored', async () => {
    const config = { ...t.config, secretsKey: undefined };
    const handle = { ...t.database, kind: 'postgres' as const };
    await expect(resolveSecretsKey(config, handle)).rejects.toThrow(/SECRETS_KEY is not set.*1 encrypted secret/);
    await t.database.db.delete(settings);
    expect((await resolveSecretsKey(config, handle)).secretsKey).toBeUndefined();
    const keyless = createSettingsStore({ db: t.database.db, clock: () => new Date(), secretsKey: undefined });
    await expect(keyless.setSecret('smtp.password', 'x', { by: null })).rejects.toThrow(/SECRETS_KEY/);
  });
});
