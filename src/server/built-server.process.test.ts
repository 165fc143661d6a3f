import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, SERVER_ENTRIES } from '../../scripts/server-build.mjs';
import { readManifest } from './backup/manifest';
import { listFinishedArchives } from './backup/write-backup';
import { openDatabase } from './db/open-database';
import { startServerProcess, waitHealthy } from './test/server-process';

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

/** The environment of a production start: no TypeScript loader, no PostgreSQL, this data folder. */
function runtimeEnv(dataDir: string) {
  const { DATABASE_URL: _url, NODE_OPTIONS: _options, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
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

    const server = await startServerProcess([join(outDir, 'main.js')], dataDir, {
      cwd: root,
      env: { WORKER: 'off', NODE_OPTIONS: '' },
    });
    try {
      await waitHealthy(server);
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
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    }
  }, 120_000);

  it('backs the folder up with the build, naming the product version in the manifest', async () => {
    const backupDir = mkdtempSync(join(root, '.tmp', 'built-server-backups-'));
    try {
      const made = spawnSync(process.execPath, [join(outDir, 'backup.js'), '--dir', backupDir], {
        cwd: root,
        env: runtimeEnv(dataDir),
        encoding: 'utf8',
      });
      expect(made.status, made.stderr + made.stdout).toBe(0);
      const [archive] = (await listFinishedArchives(backupDir)).map((a) => a.path);
      expect(archive).toBeDefined();
      const manifest = await readManifest(archive!);
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
      expect(manifest.productVersion).toBe(pkg.version);
    } finally {
      rmSync(backupDir, { recursive: true, force: true });
    }
  }, 120_000);
});
