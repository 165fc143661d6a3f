// Fails when the Drizzle schema has changes that no committed migration holds:
// drizzle-kit generates into a scratch copy of the migrations; any new file means drift.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const committed = join(root, 'src/server/db/migrations');
// drizzle-kit wants the output folder relative to the project.
const scratchRel = `.tmp/migrations-check-${process.pid}`;
const scratch = join(root, scratchRel);
mkdirSync(join(root, '.tmp'), { recursive: true });
try {
  cpSync(committed, scratch, { recursive: true });
  const before = readdirSync(scratch).length;
  const result = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/server/db/schema/*.ts',
      '--out',
      scratchRel,
      '--casing',
      'snake_case',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  // drizzle-kit prints some errors (two snapshots with one parent) on stdout and exits 0.
  if (result.status !== 0 || /Error|ENOENT/.test(`${result.stdout}\n${result.stderr}`)) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
  const added =
    readdirSync(scratch).filter((f) => f.endsWith('.sql')).length -
    readdirSync(committed).filter((f) => f.endsWith('.sql')).length;
  if (added > 0 || readdirSync(scratch).length > before) {
    console.error(
      'The Drizzle schema has changes without a migration. Run `npm run db:generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('Schema and migrations agree.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
