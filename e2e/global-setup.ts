import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { defaultOutDir, ensureServerBuilt } from '../scripts/server-build.mjs';
import { templateKey } from '../src/server/test/template-key';
import { serverPort } from './fixtures/servers';
import { type E2eUser, type E2eUsers, usersFile } from './fixtures/users';

/**
 * Starts one real server per worker (decision 174) — the built server `npm start` runs — each on
 * its own port and fresh embedded database, then creates one user per role on each through the
 * API the way an administrator would. Teardown stops them.
 */
const root = resolve(import.meta.dirname, '..');
const PASSWORD = 'E2e-Passw0rd';

/**
 * One server of the run: its address, process and data folder. bench/phone-app.ts starts one too,
 * on a port of its own, so a benchmark makes its server and users the way the browser tests do.
 */
export class E2eServer {
  readonly base: string;
  process: ChildProcess | undefined;
  constructor(
    readonly index: number,
    readonly port = serverPort(index),
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  async api<T>(path: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).catch((error: Error) => {
      // Say whether the server died (its own output is above) or the connection failed.
      const exit = this.process?.exitCode;
      const state = exit != null ? `the server exited with code ${exit}` : 'the server is running';
      throw new Error(`${method} ${this.base}${path} failed (${state}): ${error.message}`, { cause: error });
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${this.base}${path} → ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  async healthy(): Promise<boolean> {
    try {
      return (await fetch(`${this.base}/api/health`)).ok;
    } catch {
      return false;
    }
  }

  /** Creates a member and sets their password from the invitation link, as the person would. */
  async addMember(
    adminToken: string,
    input: { name: string; email: string; role: 1 | 2; mobile: string; reportsTo?: string },
  ): Promise<{ id: string; user: E2eUser }> {
    const created = await this.api<{ member: { _id: string }; invite: { invitePath: string } }>(
      '/api/team/createMember',
      input,
      adminToken,
    );
    const token = new URL(created.invite.invitePath, this.base).searchParams.get('token');
    await this.api('/api/auth/create-password', { token, password: PASSWORD, confirmPassword: PASSWORD });
    return { id: created.member._id, user: { email: input.email, password: PASSWORD, name: input.name } };
  }

  /**
   * Starts the server on a copy of the migrated data folder. The data folder and, beside it, the
   * default backup folder (DATA_DIR/../backups) are in a folder of this server's own, so backups
   * never land in a folder other runs or workers share.
   */
  async start(distDir: string, runDir: string, template: string): Promise<void> {
    const dataDir = join(runDir, String(this.port), 'data');
    cpSync(template, dataDir, { recursive: true });
    await this.spawn(distDir, dataDir);
    await this.createUsers();
  }

  /** The built server on dataDir, once it answers. */
  async spawn(distDir: string, dataDir: string, extraEnv: Record<string, string> = {}): Promise<void> {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    this.process = spawn(process.execPath, ['--enable-source-maps', join(defaultOutDir, 'main.js')], {
      cwd: root,
      env: {
        ...env,
        PORT: String(this.port),
        WEB_DIST_DIR: distDir,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every test comes from 127.0.0.1; the per-address limits are tested in the API suite.
        LOGIN_RATE_LIMIT: '10000',
        LOGIN_FAILURES_PER_ADDRESS: '10000',
        ...extraEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    while (!(await this.healthy())) {
      if (this.process.exitCode !== null)
        throw new Error(`The server on :${this.port} exited with code ${this.process.exitCode} before it was ready.`);
      if (Date.now() > deadline) throw new Error(`The server on :${this.port} did not answer /api/health within 60 s.`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Stops the server (SIGTERM: it checkpoints and closes its database) and waits for it. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }

  async createUsers(): Promise<E2eUsers> {
    const admin: E2eUser = { email: 'asha.admin@e2e.example', password: PASSWORD, name: 'Asha Admin' };
    const reg = await this.api<{ token: string; user: { role: number } }>('/api/auth/register', admin);
    if (reg.user.role !== 0) throw new Error('The first registered user did not become administrator.');
    const manager = await this.addMember(reg.token, {
      name: 'Manoj Manager',
      email: 'manoj.manager@e2e.example',
      role: 1,
      mobile: '9876543210',
    });
    // The specs add leads as the administrator and work them as this manager, so this manager works
    // every branch (decision 156); manager-scope.spec.ts tests the scope with managers of its own.
    await this.api(`/api/team/updateMember/${manager.id}`, { allLeadBranches: true }, reg.token, 'PUT');
    const executive = await this.addMember(reg.token, {
      name: 'Esha Executive',
      email: 'esha.executive@e2e.example',
      role: 2,
      mobile: '9876501234',
      reportsTo: manager.id,
    });
    const users: E2eUsers = { admin, manager: manager.user, executive: executive.user };
    const file = usersFile(this.port);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(users, null, 2)}\n`);
    return users;
  }
}

/**
 * A data folder the server has made and migrated, with nobody in it, kept in .tmp/ under the key of
 * the migrations (as the API tests' template is, decision 171) and copied for each server: every
 * server of a run, and every run until a migration changes, skips initdb and the migrations.
 * Built under a name of its own and renamed into place, so two runs starting at once (npm test's
 * run across India's midnight starts beside the main one) cannot see half of one.
 */
async function migratedDataDir(distDir: string): Promise<string> {
  const dir = join(root, '.tmp', `e2e-data-${templateKey()}`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // Other keys' folders (and builds a killed run left), once a day old: another branch's run may
  // still be copying a newer one.
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(join(root, '.tmp'))) {
    const path = join(root, '.tmp', name);
    if (name.startsWith('e2e-data-') && path !== dir && statSync(path).mtimeMs < dayAgo) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  if (existsSync(join(dir, 'pgdata', 'PG_VERSION'))) return dir;
  const building = mkdtempSync(join(root, '.tmp', 'e2e-data-building-'));
  const server = new E2eServer(0);
  try {
    // No job worker: the folder holds the schema and nothing any job did.
    await server.spawn(distDir, join(building, 'data'), { WORKER: 'off' });
  } finally {
    await server.stop();
  }
  try {
    renameSync(join(building, 'data'), dir);
  } catch (error) {
    // Another run renamed its own into place first; theirs is as good.
    if (!existsSync(join(dir, 'pgdata', 'PG_VERSION'))) throw error;
  }
  rmSync(building, { recursive: true, force: true });
  return dir;
}

export default async function globalSetup(config: FullConfig) {
  const distDir = resolve(root, process.env.WEB_DIST_DIR || 'dist/web');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.log(`[e2e] ${distDir} is missing; building the web app…`);
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  // The built server, rebuilt first if a source is newer (npm test builds it before this step).
  if (!(await ensureServerBuilt())) throw new Error('The server build failed.');

  // One server per worker: config.workers is E2E_WORKERS, or fewer when --workers says so.
  const servers = Array.from({ length: config.workers }, (_, index) => new E2eServer(index));
  for (const server of servers) {
    if (await server.healthy()) {
      throw new Error(`Something already answers on port ${server.port}; stop it so the tests get a fresh database.`);
    }
  }
  const template = await migratedDataDir(distDir);
  const runDir = mkdtempSync(join(tmpdir(), 'estatedesk-e2e-'));
  process.env.ESTATEDESK_E2E_DATA_DIR = runDir;
  try {
    await Promise.all(servers.map((server) => server.start(distDir, runDir, template)));
  } finally {
    // Even when one failed to start, teardown stops the others.
    process.env.ESTATEDESK_E2E_PIDS = servers.map((server) => server.process?.pid ?? 0).join(',');
  }
}
