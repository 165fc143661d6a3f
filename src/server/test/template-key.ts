import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/open-database';

/**
 * What a migrated test database depends on: every file of the migrations folder (SQL, journal,
 * snapshots) and the PGlite release whose data directory a dump holds. The test template is kept
 * between runs under this key and rebuilt when it changes (decision 171).
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const path of filesUnder(MIGRATIONS_FOLDER).sort()) {
    hash.update(relative(MIGRATIONS_FOLDER, path));
    hash.update('\0');
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('@electric-sql/pglite');
  // The package's own package.json sits above its dist folder; exports do not list it.
  const pkg = join(main.slice(0, main.lastIndexOf('/dist/')), 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}
