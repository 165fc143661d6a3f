import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { lockFilePath } from '../db/data-dir-lock';
import { jobKinds } from '../job-registry';
import { buildTestApp, call, type TestApp } from '../test/test-app';
import { CliError } from './cli-common';
import { createUser, parseUserCreateArgs } from './create-user';
import { DEMO_PASSWORD, demoTeam, loginTable, seedDemo } from './demo-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const args = (overrides: Record<string, string> = {}) =>
  Object.entries({
    email: 'Kavita.Rao@Example.in',
    password: 'Kavita2026',
    role: '1',
    name: 'Kavita Rao',
    ...overrides,
  }).flatMap(([k, v]) => [`--${k}`, v]);

const login = (email: string, password: string) =>
  call(t.app, 'POST', '/api/auth/login-email', { body: { email, password } });

describe('user:create', () => {
  it('creates an active user who can then log in through the API', async () => {
    const user = await createUser(t.database.db, parseUserCreateArgs(args()));
    expect(user).toMatchObject({ email: 'kavita.rao@example.in', role: 1, roleTitle: 'Area Business Manager' });
    const res = await login('kavita.rao@example.in', 'Kavita2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.user).toMatchObject({ name: 'Kavita Rao', role: 1 });
    const me = await call(t.app, 'GET', '/api/auth/me', { token: res.data.token });
    expect(me.statusCode).toBe(200);
  });

  it('refuses an email that exists, in any case', async () => {
    const input = parseUserCreateArgs(args({ email: 'KAVITA.RAO@example.in', name: 'Someone Else' }));
    await expect(createUser(t.database.db, input)).rejects.toThrow(
      new CliError('A user with the email kavita.rao@example.in already exists.'),
    );
  });

  it('refuses a bad role, missing arguments, a bad email and a weak password', () => {
    expect(() => parseUserCreateArgs(args({ role: '3' }))).toThrow(/Role must be 0/);
    expect(() => parseUserCreateArgs(args({ role: 'admin' }))).toThrow(/Role must be 0/);
    expect(() => parseUserCreateArgs(['--email', 'a@b.in', '--name', 'A'])).toThrow(/Missing --password, --role/);
    expect(() => parseUserCreateArgs(args({ email: 'not-an-email' }))).toThrow(/--email: Enter a valid email/);
    expect(() => parseUserCreateArgs(args({ password: 'short1' }))).toThrow(/at least 8 characters/);
    expect(() => parseUserCreateArgs([...args(), '--colour', 'blue'])).toThrow(CliError);
  });

  it('refuses a data directory held by a running server, before touching it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'estatedesk-cli-lock-'));
    try {
      // The lock names a live process that is not the CLI itself: this test's own worker.
      writeFileSync(lockFilePath(dataDir), String(process.pid));
      const { DATABASE_URL: _ignored, ...env } = process.env;
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/user-create.ts', ...args()], {
        env: { ...env, DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toContain(`is in use by another EstateDesk process (pid ${process.pid})`);
      expect(existsSync(join(dataDir, 'pgdata')), 'the database was not opened').toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('seed:demo', () => {
  it('refuses a database that already has users', async () => {
    await expect(seedDemo(createContext({ database: t.database, config: t.config, jobs: jobKinds }))).rejects.toThrow(
      /already has users/,
    );
  });

  it('fills a fresh database whose printed logins work', async () => {
    const fresh = await buildTestApp();
    try {
      const logins = await seedDemo(createContext({ database: fresh.database, config: fresh.config, jobs: jobKinds }));
      expect(logins).toHaveLength(demoTeam.length);
      expect(loginTable(logins)).toContain(DEMO_PASSWORD);
      const admin = logins.find((l) => l.role === 'Administrator')!;
      const res = await call(fresh.app, 'POST', '/api/auth/login-email', {
        body: { email: admin.email, password: admin.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const token = res.data.token;
      const branches = await call(fresh.app, 'GET', '/api/branch/getAllBranch', { token });
      expect(branches.data.branches.map((b: { name: string }) => b.name)).toEqual([
        'Mumbai – Thane West',
        'Nashik Road',
        'Pune – Baner',
        'Pune – Wakad',
      ]);
      const team = await call(fresh.app, 'GET', '/api/team/getAllMembers', { token });
      expect(team.statusCode, team.body).toBe(200);
      const members = team.data.members;
      const byRole = (role: number | null) => members.filter((m: { role: number | null }) => m.role === role).length;
      expect([byRole(0), byRole(1), byRole(2), byRole(null)]).toEqual([2, 3, 9, 1]);
      expect(members.filter((m: { status: string }) => m.status === 'deactivated')).toHaveLength(1);
      const executives = members.filter((m: { role: number | null; status: string }) => m.role === 2);
      expect(executives.every((m: { reportsToName: string | null }) => m.reportsToName)).toBe(true);
      const contacts = await call(fresh.app, 'GET', '/api/contact/getAllContacts?pageSize=100', { token });
      expect(contacts.data.total).toBe(12);
      expect(contacts.data.contacts.filter((c: { convertedLead: unknown }) => c.convertedLead)).toHaveLength(2);
      const pending = logins.find((l) => l.role === 'Pending')!;
      expect((await call(fresh.app, 'POST', '/api/auth/login-email', { body: pending })).statusCode).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});
