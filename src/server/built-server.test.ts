import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, SERVER_ENTRIES } from '../../scripts/server-build.mjs';
import { openDatabase } from './db/open-database';

/**
 * `npm start` runs the server compiled ahead of time (decision 169). This builds it the way
 * scripts/start.mjs does, into a folder of its own inside the repository (so the packages in
 * node_modules resolve as they do for dist/server), and runs the build with plain Node: the
 * server answers on an existing data folder, finds its migrations, and a CLI command from the same
 * build writes to that folder. The database is the embedded one, so the PostgreSQL run skips it.
 */
const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, '.tmp', `built-server-${process.pid}`);
const PASSWORD = 'Built2026!';
const EMAIL = 'built.admin@example.in';

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The environment of a production start: no TypeScript loader, no PostgreSQL, this data folder. */
function runtimeEnv(dataDir: string, extra: Record<string, string> = {}) {
  const { DATABASE_URL: _url, NODE_OPTIONS: _options, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: join(dataDir, 'no-web'), ...extra };
}

async function startBuilt(dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(outDir, 'main.js')], {
    cwd: root,
    env: runtimeEnv(dataDir, { PORT: String(port), HOST: '127.0.0.1', WORKER: 'off' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The built server exited with ${child.exitCode}:\n${output}`);
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      return { code: await exited, output };
    },
  };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the built server', () => {
  let dataDir: string;

  beforeAll(async () => {
    await buildServer(outDir);
    // An existing data folder, as after an earlier run: the migrated template the API tests use.
    dataDir = mkdtempSync(join(root, '.tmp', 'built-server-data-'));
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: join(dataDir),
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
      migrate: false,
    });
    await database.close();
  });

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds one program per entry and the migrations, without the schema snapshots', () => {
    for (const name of Object.keys(SERVER_ENTRIES)) expect(existsSync(join(outDir, `${name}.js`)), name).toBe(true);
    const journal = JSON.parse(readFileSync(join(outDir, 'migrations/meta/_journal.json'), 'utf8'));
    const sqlFiles = readdirSync(join(outDir, 'migrations')).filter((name) => name.endsWith('.sql'));
    expect(sqlFiles).toHaveLength(journal.entries.length);
    expect(readdirSync(join(outDir, 'migrations/meta')).filter((name) => name.endsWith('_snapshot.json'))).toEqual([]);
  });

  it('runs a CLI command, then serves the data it wrote, and stops cleanly', async () => {
    const created = spawnSync(
      process.execPath,
      [
        join(outDir, 'user-create.js'),
        '--email',
        EMAIL,
        '--password',
        PASSWORD,
        '--role',
        '0',
        '--name',
        'Built Admin',
      ],
      { cwd: root, env: runtimeEnv(dataDir), encoding: 'utf8' },
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain(`<${EMAIL}>`);

    const server = await startBuilt(dataDir);
    try {
      const login = await fetch(`${server.base}/api/auth/login-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const branches = await fetch(`${server.base}/api/branch/getAllBranch`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(branches.status).toBe(200);
    } finally {
      const { code, output } = await server.stop();
      expect(code, output).toBe(0);
    }
  });
});
