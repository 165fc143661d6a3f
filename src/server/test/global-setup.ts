import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open-database';
import { templateKey } from './template-key';

/**
 * The migrated database every test starts from, built once and kept between runs under a key of
 * the migrations (decision 171): on PGlite a dump of a migrated data directory in
 * `.tmp/pglite-template-<key>.tar`, on PostgreSQL a database `<test database>_tpl_<key>`. A run
 * whose migrations changed builds a new one; a run that finds one skips ~10 s of migrating.
 */
export default async function setup(project: TestProject) {
  const key = templateKey();
  if (process.env.TEST_DB === 'postgres') return postgresTemplate(project, key);
  project.provide('pgliteTemplate', await pgliteTemplate(key));
}

const TMP = join(process.cwd(), '.tmp');

async function pgliteTemplate(key: string): Promise<string> {
  const path = join(TMP, `pglite-template-${key}.tar`);
  if (existsSync(path)) return path;
  mkdirSync(TMP, { recursive: true });
  const handle = await openDatabase({ kind: 'pglite' });
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  // Written aside and renamed: a run beside this one (the process tests) never reads half a file.
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  removeStaleTemplates(path);
  return path;
}

/** Other keys' dumps, once a day old (a run on another branch may still be reading a newer one). */
function removeStaleTemplates(current: string) {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(TMP)) {
    const path = join(TMP, name);
    if (!name.startsWith('pglite-template-') || path === current) continue;
    if (statSync(path).mtimeMs < dayAgo) rmSync(path, { force: true });
  }
}

async function postgresTemplate(project: TestProject, key: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db).');
  const base = new URL(url).pathname.slice(1).replace(/\W/g, '_').slice(0, 24) || 'estatedesk';
  const template = `${base}_tpl_${key}`;
  // This run's own databases (one per test file or process test) start with this and go at the end.
  const scratch = `${base}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Two runs starting together (the API and process projects) build the template once.
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const building = `${base}_building_${process.pid}`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, building) });
      await handle.close();
      await admin.query(`alter database ${building} rename to ${template}`);
      // Templates of older migrations; one still in use by another run stays (no force).
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2',
        [`${base}\\_tpl\\_%`, template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname}`).catch(() => {});
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
  project.provide('pgTemplate', template);
  project.provide('pgScratchPrefix', scratch);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${scratch}\\_%`,
    ]);
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgScratchPrefix: string;
    pgliteTemplate: string;
  }
}
