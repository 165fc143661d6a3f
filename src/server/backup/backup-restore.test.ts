import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { openDatabase } from '../db/open-database';
import { crashHarness } from '../test/crash-harness';
import { call } from '../test/test-app';
import { backupPlace, databaseFingerprint, emptyTarget, folderContents } from './backup-fixture';
import { MANIFEST_NAME, readManifest } from './manifest';
import { restoreBackup } from './restore';
import { BLOCK, encodeHeader, paddingOf, tarEntries } from './tar';
import { type BackupResult, listFinishedArchives, writeBackup } from './write-backup';

const harness = crashHarness('backup');
let place: Awaited<ReturnType<typeof backupPlace>>;
let ctx: AppContext;
let result: BackupResult;

beforeAll(async () => {
  place = await backupPlace(harness, 'backup');
  ctx = place.ctx;
  result = await writeBackup(ctx, { dir: place.backupDir });
}, 120_000);

async function openRestored(target: { dataDir: string; databaseUrl?: string | undefined }) {
  const database = target.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: target.databaseUrl, migrate: false })
    : await openDatabase({ kind: 'pglite', dataDir: target.dataDir, migrate: false });
  harness.cleanups.push(() => database.close());
  return database;
}

/** A copy of the archive whose manifest `change` has edited (the manifest is the last entry). */
async function withManifest(change: (manifest: Record<string, unknown>) => void): Promise<string> {
  const handle = await open(result.path, 'r');
  let at = 0;
  for await (const entry of tarEntries(handle)) if (entry.name === MANIFEST_NAME) at = entry.offset - BLOCK;
  await handle.close();
  const manifest = JSON.parse(JSON.stringify(result.manifest));
  change(manifest);
  const json = Buffer.from(JSON.stringify(manifest));
  const copy = join(place.backupDir, `edited-${Date.now()}.tar`);
  writeFileSync(
    copy,
    Buffer.concat([
      readFileSync(result.path).subarray(0, at),
      encodeHeader({ name: MANIFEST_NAME, size: json.length, type: 'file', mode: 0o600, mtime: new Date() }),
      json,
      Buffer.alloc(paddingOf(json.length) + 2 * BLOCK),
    ]),
  );
  return copy;
}

describe('a backup archive', () => {
  it('is one finished tar named in India time, with a manifest of every file and table', async () => {
    expect(result.fileName).toBe('estatedesk-2026-11-28T0230+0530.tar');
    expect(readdirSync(place.backupDir)).toEqual([result.fileName]);
    expect((await listFinishedArchives(place.backupDir)).map((a) => [a.fileName, a.bytes])).toEqual([
      [result.fileName, result.bytes],
    ]);
    expect(await readManifest(result.path)).toEqual(result.manifest);
    const m = result.manifest;
    expect(m).toMatchObject({ format: 1, database: ctx.database.kind, productVersion: expect.any(String) });
    expect(m.migration.count).toBeGreaterThan(30);
    expect(m.tables.users).toBe(5);
    expect(m.tables.documents).toBe(2);
    expect(m.secretsKeyFingerprint).toMatch(/^k1-[0-9a-f]{12}$/);
    const uploads = m.files.filter((f) => f.path.startsWith('uploads/'));
    expect(uploads.map((f) => f.bytes).sort((a, b) => a - b)).toEqual(
      Object.values(await folderContents(ctx.config.uploadsDir))
        .map((b) => b.length)
        .sort((a, b) => a - b),
    );
    // Any tar reads it.
    const listing = spawnSync('tar', ['-tf', result.path], { encoding: 'utf8' });
    expect(listing.status, listing.stderr).toBe(0);
    expect(listing.stdout.split('\n')).toContain(MANIFEST_NAME);
  });

  it('restores into an empty place with every table’s rows and every file equal to the source', async () => {
    const target = await emptyTarget(harness, 'backup');
    await restoreBackup(result.path, target);
    const restored = await openRestored(target);
    expect(await databaseFingerprint(restored)).toEqual(await databaseFingerprint(ctx.database));
    const source = await folderContents(ctx.config.uploadsDir);
    const copied = await folderContents(target.uploadsDir);
    expect(Object.keys(copied).sort()).toEqual(Object.keys(source).sort());
    for (const [path, bytes] of Object.entries(source)) expect(copied[path]!.equals(bytes), path).toBe(true);
  }, 120_000);

  it('taken while people write, restores exactly the rows the manifest counted', async () => {
    let stop = false;
    let written = 0;
    harness.cleanups.push(() => {
      stop = true;
    });
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const res = await call(place.app, 'POST', '/api/branch/create', {
          token: place.people.admin.token,
          body: { name: `During backup ${i}` },
        });
        expect(res.statusCode, res.body).toBe(201);
        written++;
        // A person's next request arrives over the network: the event loop turns between them.
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    while (written < 3 && !stop) await new Promise((r) => setTimeout(r, 10));
    const during = await writeBackup(ctx, { dir: place.backupDir });
    stop = true;
    await writer;
    expect(during.fileName).toBe('estatedesk-2026-11-28T0230+0530-2.tar');
    const target = await emptyTarget(harness, 'backup');
    // restoreBackup itself fails when any table's rows differ from the manifest's count.
    await restoreBackup(during.path, target);
    const restored = await openRestored(target);
    const branches = (await databaseFingerprint(restored)).branches!.split(' ')[0];
    expect(Number(branches)).toBe(during.manifest.tables.branches);
    expect(during.manifest.tables.branches).toBeGreaterThanOrEqual(3);
  }, 120_000);
});

describe('a restore is refused, writing nothing,', () => {
  it('into a data or uploads folder that is not empty, or a PostgreSQL database with tables', async () => {
    const target = await emptyTarget(harness, 'backup');
    mkdirSync(target.uploadsDir, { recursive: true });
    writeFileSync(join(target.uploadsDir, 'notes.txt'), 'mine');
    await expect(restoreBackup(result.path, target)).rejects.toThrow(/folder .* is not empty/);
    expect(readdirSync(target.dataDir)).toEqual(['uploads']);
    expect(readdirSync(target.uploadsDir)).toEqual(['notes.txt']);
    if (!target.databaseUrl) return;
    const other = await emptyTarget(harness, 'backup');
    const client = new pg.Client({ connectionString: other.databaseUrl });
    await client.connect();
    await client.query('create table mine (id int)');
    await client.end();
    await expect(restoreBackup(result.path, other)).rejects.toThrow(/already has 1 table/);
  });

  it('when a file does not match its checksum', async () => {
    const handle = await open(result.path, 'r');
    let victim = 0;
    for await (const entry of tarEntries(handle))
      if (entry.name.startsWith('uploads/') && entry.size > 0) victim = entry.offset;
    await handle.close();
    const damaged = join(place.backupDir, 'damaged.tar');
    copyFileSync(result.path, damaged);
    const bytes = readFileSync(damaged);
    bytes[victim + 10] = bytes[victim + 10]! ^ 0xff;
    writeFileSync(damaged, bytes);
    const target = await emptyTarget(harness, 'backup');
    await expect(restoreBackup(damaged, target)).rejects.toThrow(/does not match its checksum/);
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it('from a newer EstateDesk: more migrations than this code knows, or a newer format', async () => {
    const target = await emptyTarget(harness, 'backup');
    const moreMigrations = await withManifest((m) => {
      m.migration = { count: result.manifest.migration.count + 1, lastTag: '9999_from_the_future' };
      m.productVersion = '9.0.0';
    });
    await expect(restoreBackup(moreMigrations, target)).rejects.toThrow(
      /migration \d+ \(9999_from_the_future\), which this EstateDesk does not know.*EstateDesk 9\.0\.0/,
    );
    const newerFormat = await withManifest((m) => {
      m.format = 2;
    });
    await expect(restoreBackup(newerFormat, target)).rejects.toThrow(/format 2, newer than this EstateDesk reads/);
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it('when it is not a finished archive', async () => {
    const cut = join(place.backupDir, 'cut.tar');
    writeFileSync(cut, readFileSync(result.path).subarray(0, 100 * BLOCK));
    await expect(readManifest(cut)).rejects.toThrow(/not a complete EstateDesk backup/);
  });
});
