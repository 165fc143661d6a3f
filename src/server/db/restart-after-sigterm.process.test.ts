import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServerProcess, waitHealthy } from '../test/server-process';
import { lockFilePath } from './data-dir-lock';
import { openDatabase } from './open-database';

/**
 * An embedded database stopped mid-write must come back readable: the real server,
 * a stream of concurrent writes, a signal in the middle of it, then a restart on the same data dir.
 */
const PASSWORD = 'Restart2026';
const EMAIL = 'admin@restart.example';

type Server = ServerProcess;

const startServer = (dataDir: string) =>
  startServerProcess(['--import', 'tsx', 'src/server/main.ts'], dataDir, { env: { LOGIN_RATE_LIMIT: '1000' } });

async function post(server: Server, path: string, body: unknown, token?: string) {
  return fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** Waits until the writers have 40 acknowledged writes, so the signal lands mid-stream. */
async function untilAcknowledged(count: () => number, server: Server) {
  const deadline = Date.now() + 30_000;
  while (count() < 40) {
    if (Date.now() > deadline || server.child.exitCode !== null) {
      throw new Error(`only ${count()} writes were acknowledged:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const skip = process.env.TEST_DB === 'postgres';
let dataDir: string;
const started: Server[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'estatedesk-restart-'));
  if (skip) return;
  // A migrated folder, as an office's is: the first start does not spend a loaded CI's minute
  // migrating an empty database, which is not what this test is about.
  const seeded = await openDatabase({
    kind: 'pglite',
    dataDir,
    migrate: false,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await seeded.close();
});
afterAll(() => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(skip)('embedded database: restart after SIGTERM under write load', () => {
  it('keeps every acknowledged write, unlocks the data dir, and refuses a second server meanwhile', async () => {
    const first = await startServer(dataDir);
    started.push(first);
    expect((await waitHealthy(first)).status).toBe('ok');

    const reg = await post(first, '/api/auth/register', { name: 'Restart Admin', email: EMAIL, password: PASSWORD });
    expect(reg.status).toBe(201);
    const { token } = (await reg.json()) as { token: string };

    // A second server on the same data directory is refused while the first runs.
    const second = await startServer(dataDir);
    started.push(second);
    const secondCode = await second.exited;
    expect(secondCode).not.toBe(0);
    expect(second.output()).toContain('in use by another EstateDesk process');

    // Several writers, each creating branches one after another until the server goes away.
    const acknowledged: string[] = [];
    let attempted = 0;
    let stopped = false;
    const writer = async (w: number) => {
      for (let i = 0; !stopped; i++) {
        const name = `Branch ${w}-${i}`;
        attempted++;
        try {
          const res = await post(first, '/api/branch/create', { name, city: 'Pune', state: 'Maharashtra' }, token);
          if (res.status === 201) acknowledged.push(name);
          else if (res.status >= 500 && res.status !== 503) throw new Error(`unexpected ${res.status}`);
          await res.body?.cancel();
        } catch (error) {
          if (first.child.exitCode !== null || stopped) return;
          if ((error as Error).message.startsWith('unexpected')) throw error;
        }
      }
    };
    const writers = Promise.all([1, 2, 3, 4].map(writer));
    await untilAcknowledged(() => acknowledged.length, first);
    first.child.kill('SIGTERM');
    const code = await first.exited;
    stopped = true;
    await writers;
    expect(code, first.output()).toBe(0);
    expect(existsSync(lockFilePath(dataDir)), 'lock file removed on shutdown').toBe(false);
    expect(attempted).toBeGreaterThan(acknowledged.length);

    const again = await startServer(dataDir);
    started.push(again);
    expect((await waitHealthy(again)).status).toBe('ok');
    const login = await post(again, '/api/auth/login-email', { email: EMAIL, password: PASSWORD });
    expect(login.status).toBe(200);
    const fresh = ((await login.json()) as { token: string }).token;
    const list = await fetch(`${again.base}/api/branch/getAllBranch`, {
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(list.status).toBe(200);
    const names = new Set(((await list.json()) as { branches: { name: string }[] }).branches.map((b) => b.name));
    const lost = acknowledged.filter((n) => !names.has(n));
    expect(lost, `${acknowledged.length} acknowledged writes`).toEqual([]);

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);

  it('comes back readable, with every acknowledged write, after SIGKILL mid-write (stale lock taken over)', async () => {
    const victim = await startServer(dataDir);
    started.push(victim);
    await waitHealthy(victim);
    const login = await post(victim, '/api/auth/login-email', { email: EMAIL, password: PASSWORD });
    const { token } = (await login.json()) as { token: string };
    const acknowledged: string[] = [];
    let stopped = false;
    const writer = async (w: number) => {
      for (let i = 0; !stopped; i++) {
        try {
          const name = `Killed ${w}-${i}`;
          const res = await post(victim, '/api/branch/create', { name }, token);
          if (res.status === 201) acknowledged.push(name);
          await res.body?.cancel();
        } catch {
          return;
        }
      }
    };
    const writers = Promise.all([1, 2, 3, 4].map(writer));
    await untilAcknowledged(() => acknowledged.length, victim);
    victim.child.kill('SIGKILL');
    await victim.exited;
    stopped = true;
    await writers;
    expect(existsSync(lockFilePath(dataDir)), 'a killed process leaves its lock').toBe(true);

    const again = await startServer(dataDir);
    started.push(again);
    expect((await waitHealthy(again)).status).toBe('ok');
    const relog = await post(again, '/api/auth/login-email', { email: EMAIL, password: PASSWORD });
    expect(relog.status).toBe(200);
    const fresh = ((await relog.json()) as { token: string }).token;
    const list = await fetch(`${again.base}/api/branch/getAllBranch`, {
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(list.status).toBe(200);
    const { branches } = (await list.json()) as { branches: { name: string }[] };
    const names = new Set(branches.map((b) => b.name));
    expect([...acknowledged, 'Branch 1-0'].filter((n) => !names.has(n))).toEqual([]);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);
});
