import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crashHarness, until } from '../test/crash-harness';
import { readManifest } from './manifest';
import { listFinishedArchives, writeBackup } from './write-backup';

const harness = crashHarness('bkill');

describe('npm run backup killed with SIGKILL mid-archive', () => {
  it('leaves nothing that looks finished, and the next backup clears the remains and finishes', async () => {
    const place = await harness.freshPlace();
    const database = await place.open(true);
    await database.close();
    // Enough upload bytes that the archive is still being written when the kill lands.
    const uploads = join(place.dir, 'uploads');
    for (let i = 0; i < 12; i++) {
      const key = randomUUID();
      mkdirSync(join(uploads, key.slice(0, 2)), { recursive: true });
      writeFileSync(join(uploads, key.slice(0, 2), key), randomBytes(4 * 1024 * 1024));
    }
    const backupDir = join(place.dir, 'archives');
    const { DATABASE_URL: _ignored, ...base } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts'], {
      env: { ...base, ...place.env, BACKUP_DIR: backupDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    harness.cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });

    const partial = () => readdirSync(backupDir).find((n) => n.startsWith('.partial-'));
    await until(
      `a partial archive with some bytes (${output})`,
      () => {
        if (child.exitCode !== null) throw new Error(`the backup ended before the kill:\n${output}`);
        try {
          const name = partial();
          return name !== undefined && statSync(join(backupDir, name)).size > 1024 * 1024;
        } catch {
          return false;
        }
      },
      120_000,
      5,
    );
    child.kill('SIGKILL');
    await exited;

    expect(await listFinishedArchives(backupDir)).toEqual([]);
    const left = readdirSync(backupDir);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((n) => n.startsWith('.partial-'))).toBe(true);

    const again = await place.open();
    try {
      const ctx = harness.contextFor(again, place.dir, new Date('2026-11-28T02:30:00+05:30'));
      const result = await writeBackup(
        { ...ctx, config: { ...ctx.config, databaseUrl: place.env.DATABASE_URL } },
        { dir: backupDir },
      );
      expect(readdirSync(backupDir)).toEqual([result.fileName]);
      expect((await readManifest(result.path)).files.filter((f) => f.path.startsWith('uploads/'))).toHaveLength(12);
    } finally {
      await again.close();
    }
  }, 240_000);
});
