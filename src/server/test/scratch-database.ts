import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup';

let counter = 0;

/**
 * A PostgreSQL database of this test run's own: a copy of the migrated template, or empty for a
 * test that migrates by itself. Its name starts with the run's prefix, so the global teardown
 * drops whatever a failed test left; `drop()` removes it at once.
 */
export async function scratchPostgres(
  label: string,
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${inject('pgScratchPrefix')}_${label.replace(/\W/g, '').slice(0, 8)}_${process.pid}_${++counter}`;
  await adminQuery(
    url,
    options.empty ? `create database ${name}` : `create database ${name} template ${inject('pgTemplate')}`,
  );
  return {
    url: withDatabase(url, name),
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
