import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open-database';

/**
 * Migrates once, then every test file starts from a copy: on PGlite a dump of a migrated data
 * directory (opening a fresh one costs ~3 s of initdb), on PostgreSQL a database made from a template.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db).');
    const template = `estatedesk_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl });
    await handle.close();
    project.provide('pgTemplate', template);
    return async () => {
      // Test files drop their own databases; the template goes last.
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `${template}%`,
      ]);
      for (const row of rows.reverse()) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ kind: 'pglite' });
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rmSync(path, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}
