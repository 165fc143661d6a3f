import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { startServerProcess, waitHealthy } from '../test/server-process';
import { controlSocketPath } from './local-control';

/**
 * The commands as an office runs them, on the embedded database: `npm run backup` while the server
 * runs (it asks the server), `npm run restore` into a new folder, and the server started on that
 * folder serving the same data.
 */
const children: ChildProcess[] = [];
const root = mkdtempSync(join(tmpdir(), 'estatedesk-backup-cli-'));
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function run(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The server on dataDir, once it answers; killed at the end if the test left it running. */
async function startServer(dataDir: string) {
  const server = await startServerProcess(['--import', 'tsx', 'src/server/main.ts'], dataDir, {
    env: { LOGIN_RATE_LIMIT: '1000' },
  });
  children.push(server.child);
  await waitHealthy(server);
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  return { ...server, post };
}

const ADMIN = { name: 'Backup Admin', email: 'admin@backup.example', password: 'Backup2026!' };

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup and npm run restore', () => {
  it('back up through the running server, restore into a new folder, and serve the same data', async () => {
    const dataDir = join(root, 'data');
    const backupDir = join(root, 'backups');
    // A migrated folder, as an office's is (the test template), so a loaded CI does not spend its
    // first minute migrating an empty database.
    const seeded = await openDatabase({
      kind: 'pglite',
      dataDir,
      migrate: false,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await seeded.close();
    const first = await startServer(dataDir);
    const reg = await first.post('/api/auth/register', ADMIN);
    expect(reg.status).toBe(201);
    const { token } = (await reg.json()) as { token: string };
    expect((await first.post('/api/branch/create', { name: 'Kept Branch' }, token)).status).toBe(201);

    const backup = run('src/server/cli/backup.ts', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    expect(await backup.exited, backup.output()).toBe(0);
    expect(backup.output()).toContain('asking it to write the backup');
    const [archive] = readdirSync(backupDir);
    expect(archive).toMatch(/^estatedesk-.*\.tar$/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(controlSocketPath(dataDir)), 'the socket goes with the server').toBe(false);

    const restoredDir = join(root, 'restored');
    const keyFile = join(dataDir, 'secrets.key');
    const args = ['--from', join(backupDir, archive!), '--data-dir', restoredDir, '--secrets-key-file', keyFile];
    const restore = run('src/server/cli/restore.ts', args, {});
    expect(await restore.exited, restore.output()).toBe(0);
    const again = run('src/server/cli/restore.ts', args, {});
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('is not empty');

    const second = await startServer(restoredDir);
    const login = await second.post('/api/auth/login-email', { email: ADMIN.email, password: ADMIN.password });
    expect(login.status).toBe(200);
    const fresh = ((await login.json()) as { token: string }).token;
    const list = await fetch(`${second.base}/api/branch/getAllBranch`, {
      headers: { authorization: `Bearer ${fresh}` },
    });
    const { branches } = (await list.json()) as { branches: { name: string }[] };
    expect(branches.map((b) => b.name)).toContain('Kept Branch');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
