import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../app';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/database';
import { rowsOf } from '../db/rows';
import type { crashHarness } from '../test/crash-harness';
import { withDatabase } from '../test/global-setup';
import { multipartBody, samples } from '../test/multipart';
import type { TestApp } from '../test/test-app';
import { seedUsers } from '../test/users';
import { backedUpTables } from './manifest';
import { walkFiles } from './walk-files';

/**
 * A place to back up for the backup tests: a database on disk (PGlite in a data folder, or a
 * PostgreSQL database of its own) with the app on it, people, uploaded documents and a file larger
 * than the archive writer's 1 MB buffer, and a folder for archives.
 */
export async function backupPlace(harness: ReturnType<typeof crashHarness>, label: string) {
  const place = await harness.freshPlace();
  const database = await place.open(true);
  harness.cleanups.push(() => database.close());
  const base = harness.contextFor(database, place.dir, () => new Date('2026-11-28T02:30:00+05:30'));
  const ctx: AppContext = { ...base, config: { ...base.config, databaseUrl: place.env.DATABASE_URL } };
  const app = await buildApp({ database, config: ctx.config, clock: ctx.clock, logger: false });
  await app.ready();
  harness.cleanups.push(() => app.close());
  const clock = { now: new Date(), advanceHours() {} };
  const t: TestApp = { app, database, config: ctx.config, clock, close: async () => {} };
  const people = await seedUsers(t);
  for (const [title, content, filename] of [
    ['Brochure', samples.pdf, 'brochure.pdf'],
    ['Floor plan', samples.png, 'plan.png'],
  ] as const) {
    const body = multipartBody({ title, category: 'Brochure' }, [{ field: 'file', filename, content }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: { ...body.headers, authorization: `Bearer ${people.admin.token}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const key = randomUUID();
  mkdirSync(join(ctx.config.uploadsDir, key.slice(0, 2)), { recursive: true });
  writeFileSync(join(ctx.config.uploadsDir, key.slice(0, 2), key), randomBytes(2_500_000));
  const backupDir = mkdtempSync(join(tmpdir(), `estatedesk-${label}-archives-`));
  harness.cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
  return { place, database, ctx, app, people, backupDir };
}

/** An empty place to restore into: a data folder, and on PostgreSQL an empty database. */
export async function emptyTarget(harness: ReturnType<typeof crashHarness>, label: string) {
  const dataDir = join(mkdtempSync(join(tmpdir(), `estatedesk-${label}-restore-`)), 'data');
  harness.cleanups.push(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));
  if (!harness.onPostgres) return { dataDir, uploadsDir: join(dataDir, 'uploads'), databaseUrl: undefined };
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${inject('pgTemplate')}_r${process.pid}_${Date.now() % 1_000_000}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  await admin.end();
  harness.cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return { dataDir, uploadsDir: join(dataDir, 'uploads'), databaseUrl: withDatabase(url, name) };
}

/** Every table's row count and a hash of its rows in a fixed order, and every sequence's value. */
export async function databaseFingerprint(database: DatabaseHandle): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await backedUpTables(database.db)) {
    const [row] = rowsOf<{ n: number; h: string | null }>(
      await database.db.execute(
        sql.raw(
          `select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as h from ${table.sql} t`,
        ),
      ),
    );
    out[table.name] = `${row!.n} ${row!.h ?? ''}`;
  }
  const sequences = rowsOf<{ name: string; v: string | null }>(
    await database.db.execute(
      sql`select schemaname || '.' || sequencename as name, last_value::text as v from pg_sequences`,
    ),
  );
  for (const s of sequences) out[`sequence ${s.name}`] = s.v ?? 'unused';
  return out;
}

/** Every file under a folder: its relative path and its bytes. */
export async function folderContents(root: string): Promise<Record<string, Buffer>> {
  const files = await walkFiles(root);
  return Object.fromEntries(files.filter((f) => f.type === 'file').map((f) => [f.relative, readFileSync(f.absolute)]));
}
