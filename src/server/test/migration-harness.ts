import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/open-database';
import { scratchPostgres } from './scratch-database';

/**
 * A data migration's test: an empty database of its own (PGlite, or a scratch PostgreSQL) and a
 * copy of the migrations folder that stops just before `tag`, so the test migrates to there,
 * writes the rows the migration must carry, then migrates the rest (`MIGRATIONS_FOLDER`).
 */
export function migrationHarness(tag: string, label: string) {
  const state: { handle?: DatabaseHandle; drop: () => Promise<void> } = { drop: async () => {} };
  const before = mkdtempSync(join(tmpdir(), 'estatedesk-migrations-'));

  beforeAll(async () => {
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    if (process.env.TEST_DB === 'postgres') {
      const scratch = await scratchPostgres(label, { empty: true });
      state.handle = await openDatabase({ kind: 'postgres', url: scratch.url, migrate: false });
      state.drop = scratch.drop;
    } else {
      state.handle = await openDatabase({ kind: 'pglite', migrate: false });
    }
  });

  afterAll(async () => {
    await state.handle?.close();
    await state.drop();
    rmSync(before, { recursive: true, force: true });
  });

  const handle = (): DatabaseHandle => {
    if (!state.handle) throw new Error('The migration harness has no database before beforeAll.');
    return state.handle;
  };
  /** Migrates the test's database with the migrations in `folder` (`before`, or all of them). */
  function migrateFrom(folder: string) {
    const h = handle();
    if (h.kind === 'postgres') return migrateNodePg(h.db as never, { migrationsFolder: folder });
    return migratePglite(h.db as never, { migrationsFolder: folder });
  }
  return { handle, before, migrateFrom };
}
