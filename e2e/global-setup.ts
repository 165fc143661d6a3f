import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { E2E_PORT } from '../playwright.config';
import { type E2eUser, type E2eUsers, USERS_FILE } from './fixtures/users';

/**
 * Starts the real server (as `npm start` runs it) on a fresh embedded database, then creates one
 * user per role through the API the way an administrator would. Teardown stops it.
 */
const root = resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${E2E_PORT}`;
const PASSWORD = 'E2e-Passw0rd';

let server: ChildProcess | undefined;

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).catch((error: Error) => {
    // Say whether the server died (its own output is above) or the connection failed.
    const state = server?.exitCode != null ? `the server exited with code ${server.exitCode}` : 'the server is running';
    throw new Error(`POST ${path} failed (${state}): ${error.message}`, { cause: error });
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} → ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Creates a member and sets their password from the invitation link, as the person would. */
async function addMember(
  adminToken: string,
  input: { name: string; email: string; role: 1 | 2; mobile: string; reportsTo?: string },
): Promise<{ id: string; user: E2eUser }> {
  const created = await api<{ member: { _id: string }; invite: { invitePath: string } }>(
    '/api/team/createMember',
    input,
    adminToken,
  );
  const token = new URL(created.invite.invitePath, base).searchParams.get('token');
  await api('/api/auth/create-password', { token, password: PASSWORD, confirmPassword: PASSWORD });
  return { id: created.member._id, user: { email: input.email, password: PASSWORD, name: input.name } };
}

export default async function globalSetup() {
  const distDir = resolve(root, process.env.WEB_DIST_DIR || 'dist/web');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.log(`[e2e] ${distDir} is missing; building the web app…`);
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  if (await healthy()) {
    throw new Error(`Something already answers on port ${E2E_PORT}; stop it so the tests get a fresh database.`);
  }

  // The data folder and, beside it, the default backup folder (DATA_DIR/../backups) in one
  // folder of this run's own, so backups never land in a folder other runs share.
  const runDir = mkdtempSync(join(tmpdir(), 'estatedesk-e2e-'));
  const dataDir = join(runDir, 'data');
  const { DATABASE_URL: _ignored, ...env } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(E2E_PORT),
      WEB_DIST_DIR: distDir,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test comes from 127.0.0.1; the per-address limits are tested in the API suite.
      LOGIN_RATE_LIMIT: '10000',
      LOGIN_FAILURES_PER_ADDRESS: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.env.ESTATEDESK_E2E_PID = String(server.pid);
  process.env.ESTATEDESK_E2E_DATA_DIR = runDir;

  const deadline = Date.now() + 60_000;
  while (!(await healthy())) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before it was ready.`);
    if (Date.now() > deadline) throw new Error('The server did not answer /api/health within 60 s.');
    await new Promise((r) => setTimeout(r, 200));
  }

  const admin: E2eUser = { email: 'asha.admin@e2e.example', password: PASSWORD, name: 'Asha Admin' };
  const reg = await api<{ token: string; user: { role: number } }>('/api/auth/register', admin);
  if (reg.user.role !== 0) throw new Error('The first registered user did not become administrator.');
  const manager = await addMember(reg.token, {
    name: 'Manoj Manager',
    email: 'manoj.manager@e2e.example',
    role: 1,
    mobile: '9876543210',
  });
  // The specs add leads as the administrator and work them as this manager, so this manager works
  // every branch (decision 156); manager-scope.spec.ts tests the scope with managers of its own.
  const widen = await fetch(`${base}/api/team/updateMember/${manager.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${reg.token}` },
    body: JSON.stringify({ allLeadBranches: true }),
  });
  if (!widen.ok) throw new Error(`Widening the e2e manager failed: ${widen.status} ${await widen.text()}`);
  const executive = await addMember(reg.token, {
    name: 'Esha Executive',
    email: 'esha.executive@e2e.example',
    role: 2,
    mobile: '9876501234',
    reportsTo: manager.id,
  });

  const users: E2eUsers = { admin, manager: manager.user, executive: executive.user };
  mkdirSync(dirname(USERS_FILE), { recursive: true });
  writeFileSync(USERS_FILE, `${JSON.stringify(users, null, 2)}\n`);
}
